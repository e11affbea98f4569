import { endFromDayInput, startFromDayInput, toDayInput } from './day-input.js';

describe('Hong Kong day inputs', () => {
  it('stores the first and the last millisecond of the picked Hong Kong day', () => {
    expect(new Date(startFromDayInput('2024-03-05')).toISOString()).toBe('2024-03-04T16:00:00.000Z');
    expect(new Date(endFromDayInput('2024-03-05')).toISOString()).toBe('2024-03-05T15:59:59.999Z');
  });

  it('shows a stored moment as its Hong Kong day, and unset as empty', () => {
    expect(toDayInput(Date.parse('2024-03-04T16:00:00.000Z'))).toBe('2024-03-05');
    expect(toDayInput(Date.parse('2024-03-05T15:59:59.999Z'))).toBe('2024-03-05');
    expect(toDayInput(0)).toBe('');
    expect(startFromDayInput('')).toBe(0);
  });
});
