import { recordSave, saveStampKey, saveThrottled } from './save-throttle';

afterEach(() => localStorage.clear());

describe('the save throttle', () => {
  it('refuses a save of the same feed within 60 seconds, judged by the stored time', () => {
    recordSave(5, 1_000_000);
    expect(localStorage.getItem(saveStampKey(5))).toBe('1000000');
    expect(saveThrottled(5, 1_000_000 + 59_999)).toBe(true);
    expect(saveThrottled(5, 1_000_000 + 60_000)).toBe(false);
  });

  it('keeps feeds apart and ignores unreadable values', () => {
    recordSave(5, 1_000_000);
    expect(saveThrottled(6, 1_000_001)).toBe(false);
    localStorage.setItem(saveStampKey(7), 'soon');
    expect(saveThrottled(7, 1_000_001)).toBe(false);
  });
});
