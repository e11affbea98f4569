// YYYY-MM-DDTHH:MM[:SS[.fraction]] then Z or ±HH:MM / ±HHMM; a space may stand for the T.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?$/;

/**
 * Epoch ms of an ISO 8601 date-time, or why it is not one. The time zone is required: without it the time would be
 * read in whatever zone the server runs in, which silently shifts posts by hours.
 */
export function parseIsoDateTime(text: string): { ms: number } | { error: string } {
  const m = ISO_DATE_TIME.exec(text.trim());
  if (!m) return { error: `"${text}" is neither epoch milliseconds nor an ISO 8601 date-time such as 2024-05-01T09:30:00+08:00` };
  const [, y, mo, d, h, mi, s = '0', fraction = '', zulu, sign, oh = '0', om = '0'] = m;
  if (!zulu && !sign) return { error: `"${text}" has no time zone; add one, e.g. +08:00 for Hong Kong or Z for UTC` };
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = parts;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const check = new Date(local);
  // Date.UTC rolls impossible values over (30 February becomes 1 March), so compare the fields back.
  const valid =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day &&
    check.getUTCHours() === hour && check.getUTCMinutes() === minute && check.getUTCSeconds() === second &&
    Number(oh) <= 23 && Number(om) <= 59;
  if (!valid) return { error: `"${text}" is not a real date and time` };
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  return { ms: local - offsetMinutes * 60_000 };
}
