import { parseIsoDateTime } from './iso-date.js';

describe('parseIsoDateTime', () => {
  it('reads date-times with an offset or Z into epoch ms', () => {
    const utc = Date.UTC(2024, 4, 1, 1, 30);
    expect(parseIsoDateTime('2024-05-01T09:30:00+08:00')).toEqual({ ms: utc });
    expect(parseIsoDateTime('2024-05-01T09:30+0800')).toEqual({ ms: utc });
    expect(parseIsoDateTime('2024-05-01 01:30:00Z')).toEqual({ ms: utc });
    expect(parseIsoDateTime('2024-04-30T21:30:00.250-04:00')).toEqual({ ms: utc + 250 });
    expect(parseIsoDateTime('2024-05-01T01:30:00.123456Z')).toEqual({ ms: utc + 123 });
  });

  it('asks for a time zone when there is none', () => {
    expect(parseIsoDateTime('2024-05-01T09:30:00')).toEqual({ error: expect.stringMatching(/no time zone.*\+08:00/) });
  });

  it('rejects impossible dates and other text', () => {
    expect(parseIsoDateTime('2024-02-30T00:00:00Z')).toEqual({ error: expect.stringMatching(/not a real date/) });
    expect(parseIsoDateTime('2024-05-01T24:00:00Z')).toEqual({ error: expect.stringMatching(/not a real date/) });
    expect(parseIsoDateTime('2024-05-01T09:00:00+25:00')).toEqual({ error: expect.stringMatching(/not a real date/) });
    expect(parseIsoDateTime('yesterday')).toEqual({ error: expect.stringMatching(/ISO 8601/) });
    expect(parseIsoDateTime('2024-05-01')).toEqual({ error: expect.stringMatching(/ISO 8601/) });
  });
});
