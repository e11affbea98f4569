import { hasModernColor, replaceModernColors } from './legacy-colors';

describe('colours html2canvas cannot read', () => {
  const fake = (color: string) => `rgba(${color.length}, 0, 0, 1)`;

  it('replaces color(), oklch() and color-mix() with nested parts, and leaves rgb alone', () => {
    expect(replaceModernColors('color(srgb 0.1 0.2 0.3 / 0.5)', fake)).toBe('rgba(29, 0, 0, 1)');
    expect(replaceModernColors('0 1px 2px oklch(0.5 0.1 200), 0 0 1px rgb(1, 2, 3)', fake)).toBe('0 1px 2px rgba(18, 0, 0, 1), 0 0 1px rgb(1, 2, 3)');
    expect(replaceModernColors('color-mix(in srgb, rgb(1, 2, 3) 50%, transparent)', fake)).toBe('rgba(49, 0, 0, 1)');
  });

  it('tells which values need it', () => {
    expect(hasModernColor('color(srgb 1 0 0)')).toBe(true);
    expect(hasModernColor('rgb(255, 0, 0)')).toBe(false);
    expect(hasModernColor('linear-gradient(oklch(0.5 0.1 200), red)')).toBe(true);
    expect(hasModernColor('none')).toBe(false);
  });
});
