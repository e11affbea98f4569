/**
 * The `points` attribute of an SVG polyline for a series of counts, scaled to fit `width` by `height`
 * with the largest count at the top and zero at the bottom; a stroke inset keeps the line inside the box.
 */
export function sparklinePoints(counts: readonly number[], width: number, height: number, inset = 1): string {
  if (counts.length < 2) return '';
  const max = Math.max(...counts, 0);
  const stepX = (width - 2 * inset) / (counts.length - 1);
  const usable = height - 2 * inset;
  return counts
    .map((count, i) => {
      const x = inset + i * stepX;
      const y = inset + (max > 0 ? usable * (1 - count / max) : usable);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
