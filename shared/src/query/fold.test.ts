import { foldCode, foldText, NO_FOLD } from './fold.js';
import { FOLD_PAIRS } from './fold-table.js';

describe('foldText', () => {
  it('folds Traditional characters to Simplified', () => {
    expect(foldText('港鐵')).toBe('港铁');
    expect(foldText('萬')).toBe('万');
    expect(foldText('發達')).toBe('发达');
    expect(foldText('頭髮')).toBe('头发');
    expect(foldText('臺灣')).toBe('台湾');
  });

  it('folds Hong Kong variant forms through the standard Traditional form', () => {
    expect(foldText('衞生')).toBe(foldText('衛生'));
    expect(foldText('衞生')).toBe('卫生');
  });

  it('leaves Simplified text, Cantonese characters without a Simplified form and Latin punctuation as they are', () => {
    expect(foldText('香港铁路')).toBe('香港铁路');
    expect(foldText('佢哋喺度')).toBe('佢哋喺度');
    expect(foldText("it's")).toBe("it's");
  });

  it('applies NFKC and lower case', () => {
    expect(foldText('ＭＴＲ１２３')).toBe('mtr123');
    expect(foldText('Disneyland')).toBe('disneyland');
  });

  it('is stable: every folded character folds to itself', () => {
    const chars = Array.from(FOLD_PAIRS);
    expect(chars.length % 2).toBe(0);
    for (let i = 0; i < chars.length; i += 2) {
      const to = chars[i + 1] as string;
      expect(foldText(to)).toBe(to);
      expect(foldText(chars[i] as string)).toBe(to);
    }
  });

  it('keeps the generated table compact', () => {
    expect(Buffer.byteLength(FOLD_PAIRS, 'utf8')).toBeLessThan(60_000);
  });

  it('folds every character of the table, full-width forms and ASCII on their own, so such text takes the one-pass path', () => {
    const sources = Array.from(FOLD_PAIRS).filter((c, i) => i % 2 === 0 && c.length === 1);
    const others = Array.from('ＡＺａｚ０９，！？　AZaz09 ,.!?\'"-_');
    expect([...sources, ...others].filter((c) => foldCode(c.charCodeAt(0)) === NO_FOLD)).toEqual([]);
    expect(String.fromCodePoint(foldCode('嗰'.charCodeAt(0)))).toBe(foldText('嗰'));
  });
});
