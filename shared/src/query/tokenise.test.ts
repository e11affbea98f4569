import fc from 'fast-check';
import { foldText } from './fold.js';
import { FOLD_PAIRS } from './fold-table.js';
import { CJK, foldAndTokenise, foldAndTokeniseInto, JOINED, tokenHash, tokenise, type TokenStream } from './tokenise.js';

/** The tokeniser's definition as one regular expression, the oracle the one-pass tokeniser must equal. */
const TOKEN =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc])|(\p{N}+)|((?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\p{N}])[\p{L}\p{M}])+)/gu;

function oracle(folded: string) {
  const tokens: string[] = [];
  const joined: boolean[] = [];
  const cjk: boolean[] = [];
  let end = -1;
  for (const m of folded.matchAll(TOKEN)) {
    tokens.push(m[0]);
    joined.push(m.index === end);
    cjk.push(m[1] !== undefined);
    end = m.index + m[0].length;
  }
  return { tokens, joined, cjk };
}

function readable(stream: TokenStream) {
  return {
    tokens: stream.tokens,
    joined: stream.tokens.map((_, i) => ((stream.flags[i] as number) & JOINED) !== 0),
    cjk: stream.tokens.map((_, i) => ((stream.flags[i] as number) & CJK) !== 0),
  };
}

// Characters where folding or tokenising is easy to get wrong: case, full width, Traditional forms, marks that
// compose, jamo, final sigma, ligatures, CJK numerals, kana, digits of other scripts, emoji with selectors and
// characters above U+FFFF, lone surrogates.
const TRICKY = [
  ...'aZ09 \'-.,，。、！？Ａｚ０９　ＭＴＲ香港鐵铁發髮頭臺灣衞〇〡１٣৪Ⅻⅻ²½ーアｱあ가각각ㄱㅏﾡΣσςİıßẞﬁﬀ㍿℃ÅÅ',
  'e\u0301',
  '\u0301',
  '\u0308',
  '\u0345',
  '\u3099',
  '\uff9e',
  '\u20e3',
  '❤️',
  '\ufe0f',
  '\u200d',
  '👍🏽',
  '😂',
  '𠵾',
  '𡞱',
  '𝐀',
  '𝟏',
  '\ufa10',
  '\u2f00',
  '\ud800',
  '\udc00',
];
const trickyText = fc.array(fc.constantFrom(...TRICKY), { maxLength: 30 }).map((parts) => parts.join(''));
const anyText = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), trickyText);

describe('tokenise', () => {
  it('splits Latin words at apostrophes and between letters and digits', () => {
    expect(tokenise(foldText("Art's iPhone15 party")).tokens).toEqual(['art', 's', 'iphone', '15', 'party']);
  });

  it('makes every CJK character a token and marks characters written together', () => {
    expect(readable(tokenise('香港人 香。港'))).toEqual({
      tokens: ['香', '港', '人', '香', '港'],
      joined: [false, true, true, false, false],
      cjk: [true, true, true, true, true],
    });
  });

  it('finds no token in punctuation, spaces or emoji', () => {
    expect(tokenise('!!! -- 😀 ...').tokens).toEqual([]);
  });

  it('runs digits on through CJK numerals, which start a CJK token of their own otherwise', () => {
    expect(readable(tokenise('1〇 〇1'))).toEqual({ tokens: ['1〇', '〇', '1'], joined: [false, false, true], cjk: [false, true, false] });
  });

  it('equals the regular-expression definition on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const stream = tokenise(text);
        expect(readable(stream)).toEqual(oracle(text));
        expect(stream.hashes).toEqual(stream.tokens.map(tokenHash));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('foldAndTokenise', () => {
  it('equals tokenising the folded text on any text, with the hash of every token', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const stream = foldAndTokenise(text);
        expect(readable(stream)).toEqual(oracle(foldText(text)));
        expect(stream.hashes).toEqual(stream.tokens.map(tokenHash));
      }),
      { numRuns: 5000 },
    );
  });

  it('appends a text after another without joining them, also when one is folded whole', () => {
    const stream: TokenStream = { tokens: [], flags: [], hashes: [] };
    foldAndTokeniseInto('港鐵', stream);
    foldAndTokeniseInto('站ﬁ', stream);
    foldAndTokeniseInto('Σ 延誤', stream);
    expect(readable(stream)).toEqual({
      tokens: ['港', '铁', '站', 'fi', 'σ', '延', '误'],
      joined: [false, true, false, true, false, false, true],
      cjk: [true, true, true, false, false, true, true],
    });
  });

  it('equals it on real mixed posts', () => {
    const posts = [
      'Today MTR Tsuen Wan line delayed again!! 30 mins 😡 #MTR',
      '今日港鐵又延誤，荃灣綫等咗成30分鐘😤 真係唔該晒 MTR',
      '港铁今天又延误了，太离谱了吧！！',
      'ＨＳＢＣ app down again?? 滙豐 app 又死咗 ❤️‍🔥',
      "Cafe de Coral's new menu: 大家樂 新菜式 $45 🍜 review ★★★★☆",
      '颱風「山竹」過後 Sha Tin 沙田 好多樹倒咗 🌳🌳',
      'Ｉ♥ＨＫ 〇〇七 ２０２６年１１月 第①屆',
      'Όσο ΣΟΦΟΣ — İstanbul straße Ǆemal ﬁnal',
    ];
    for (const post of posts) expect(readable(foldAndTokenise(post))).toEqual(oracle(foldText(post)));
  });

  // Checked without expect() per text, which would dominate the run time: the texts that differ are listed.
  const differing = (texts: Iterable<string>) =>
    [...texts].filter((text) => JSON.stringify(readable(foldAndTokenise(text))) !== JSON.stringify(oracle(foldText(text))));

  it('folds every code unit alone as foldText does', () => {
    // The whole Basic Multilingual Plane, each unit between letters and between CJK characters.
    const texts = Array.from({ length: 0x10000 }, (_, code) => `a${String.fromCharCode(code)}b 港${String.fromCharCode(code)}鐵`);
    expect(differing(texts)).toEqual([]);
  });

  it('folds Traditional characters next to the tricky characters as foldText does', () => {
    const chars = Array.from(FOLD_PAIRS).filter((_, i) => i % 16 === 0);
    expect(differing(chars.flatMap((char) => TRICKY.map((tricky) => `${char}${tricky}${char}`)))).toEqual([]);
  });
});
