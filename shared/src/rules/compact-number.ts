/** Compact numbers with K, M, B (spec doc 2 §9): one decimal, a trailing '.0' dropped. */
const UNITS = [
  { suffix: '', size: 1 },
  { suffix: 'K', size: 1e3 },
  { suffix: 'M', size: 1e6 },
  { suffix: 'B', size: 1e9 },
] as const;

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function compactNumber(value: number): string {
  if (Number.isNaN(value)) return '0';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const abs = Math.abs(value);
  let unit = 0;
  while (unit < UNITS.length - 1 && abs >= UNITS[unit + 1]!.size) unit += 1;
  let scaled = oneDecimal(abs / UNITS[unit]!.size);
  // Rounding can reach the next unit (999950 → 1000.0K): show it in that unit instead ('1M').
  if (scaled >= 1000 && unit < UNITS.length - 1) {
    unit += 1;
    scaled = oneDecimal(abs / UNITS[unit]!.size);
  }
  const text = scaled.toFixed(1).replace(/\.0$/, '');
  const sign = value < 0 && text !== '0' ? '-' : '';
  return `${sign}${text}${UNITS[unit]!.suffix}`;
}
