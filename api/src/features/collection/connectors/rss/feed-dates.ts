const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Localised abbreviations that real feeds put in RFC 822 dates (Portuguese, Spanish, German, French, Italian).
const LOCAL_MONTHS: Record<string, number> = {
  fev: 2, abr: 4, mai: 5, ago: 8, set: 9, out: 10, dez: 12, ene: 1, dic: 12, mär: 3, mrz: 3, okt: 10,
  jui: 7, aoû: 8, déc: 12, gen: 1, giu: 6, lug: 7, ott: 10,
};

// Zone names seen in RFC 822 dates of real feeds, in hours east of UTC; unknown names count as UTC (as feedparser).
const ZONES: Record<string, number> = {
  z: 0, ut: 0, utc: 0, gmt: 0, est: -5, edt: -4, cst: -6, cdt: -5, mst: -7, mdt: -6, pst: -8, pdt: -7,
  hkt: 8, sgt: 8, jst: 9, kst: 9, cet: 1, cest: 2, bst: 1, aest: 10, aedt: 11,
};

const W3C =
  /^(\d{4})(?:-?(\d{2})(?:-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const RFC822 = /^(?:[^\s\d,]+,?\s*)?(\d{1,2})[\s-]+([^\s\d-]+)[\s-]+(\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(.*)$/i;

function offsetMinutes(zone: string): number | null {
  const trimmed = zone.trim().toLowerCase().replace(/^(gmt|utc|ut)(?=[+-])/, '');
  if (trimmed === '') return 0;
  const numeric = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(trimmed);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  const named = ZONES[trimmed];
  if (named !== undefined) return named * 60;
  return /^[a-z]+$/.test(trimmed) ? 0 : null;
}

function utc(y: number, mo: number, d: number, h: number, mi: number, s: number, offset: number): number | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || s > 60) return null;
  return Date.UTC(y, mo - 1, d, h, mi, s) - offset * 60_000;
}

function fullYear(year: string): number {
  const y = Number(year);
  if (year.length > 2) return y;
  return y + (y < 50 ? 2000 : 1900);
}

/** Epoch ms of a feed date: W3C-DTF / ISO 8601 (UTC when no zone) or RFC 822 with odd zones, else null. */
export function parseFeedDate(value: string): number | null {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  const w3c = W3C.exec(text);
  if (w3c) {
    const [, y, mo = '1', d = '1', h = '0', mi = '0', s = '0', frac = '', zone = 'Z'] = w3c;
    const offset = offsetMinutes(zone);
    const base = utc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), offset ?? 0);
    return base === null ? null : base + Math.round(Number(`0.${frac || '0'}`) * 1000);
  }
  const rfc = RFC822.exec(text);
  if (rfc) {
    const [, d, monthName, y, h = '0', mi = '0', s = '0', zone = ''] = rfc;
    const abbr = (monthName ?? '').slice(0, 3).toLowerCase();
    const month = MONTHS.indexOf(abbr) + 1 || (LOCAL_MONTHS[abbr] ?? 0);
    const offset = offsetMinutes(zone);
    if (month > 0 && offset !== null) {
      return utc(fullYear(y ?? ''), month, Number(d), Number(h), Number(mi), Number(s), offset);
    }
  }
  // Other shapes ("Wed Dec 31 2003 10:14:55 GMT-0800", "December 31, 2003 10:14 EST"): only when a zone is present.
  if (!/(?:gmt|utc|z|[+-]\d{2}:?\d{2}|[a-z]{3})\s*$/i.test(text)) return null;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}
