import { formatLongDateTime, formatMediumDate, formatNumericDate } from './date-format.js';

describe('date formats in Hong Kong time', () => {
  // 2024-03-04 18:07 UTC is already 5 March 02:07 in Hong Kong (+08:00).
  const ms = Date.UTC(2024, 2, 4, 18, 7);

  it("formats 'MMM D, YYYY'", () => {
    expect(formatMediumDate(ms)).toBe('Mar 5, 2024');
    expect(formatMediumDate(Date.UTC(2023, 11, 25, 4))).toBe('Dec 25, 2023');
  });

  it("formats 'DD MMMM YYYY [at] HH:mm'", () => {
    expect(formatLongDateTime(ms)).toBe('05 March 2024 at 02:07');
  });

  it("formats 'DD/MM/YYYY'", () => {
    expect(formatNumericDate(ms)).toBe('05/03/2024');
  });

  it('turns the day at midnight Hong Kong time, not UTC', () => {
    const hkMidnight = Date.UTC(2024, 0, 31, 16, 0);
    expect(formatNumericDate(hkMidnight - 1)).toBe('31/01/2024');
    expect(formatNumericDate(hkMidnight)).toBe('01/02/2024');
  });
});
