import { foldText } from './fold.js';
import { FOLD_PAIRS } from './fold-table.js';
import { tokenise } from './tokenise.js';

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
});

describe('tokenise', () => {
  it('splits Latin words at apostrophes and between letters and digits', () => {
    expect(tokenise(foldText("Art's iPhone15 party")).tokens).toEqual(['art', 's', 'iphone', '15', 'party']);
  });

  it('makes every CJK character a token and marks characters written together', () => {
    const stream = tokenise('香港人 香。港');
    expect(stream.tokens).toEqual(['香', '港', '人', '香', '港']);
    expect(stream.joined).toEqual([false, true, true, false, false]);
    expect(stream.cjk).toEqual([true, true, true, true, true]);
  });

  it('finds no token in punctuation, spaces or emoji', () => {
    expect(tokenise('!!! -- 😀 ...').tokens).toEqual([]);
  });
});
