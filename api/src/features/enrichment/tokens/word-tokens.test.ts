import { foldText } from 'shared/query';
import { CANTONESE_PARTICLES, HONG_KONG_WORDS } from './hong-kong-lexicon.js';
import { wordTokens } from './word-tokens.js';

describe('wordTokens', () => {
  it('keeps Hong Kong lexicon words whole where a general segmenter splits them', () => {
    expect(wordTokens('我今日去銅鑼灣食飯')).toEqual(['我', '今日', '去', '铜锣湾', '食饭']);
    expect(wordTokens('特首發表施政報告')).toEqual(['特首', '发表', '施政报告']);
    expect(wordTokens('將軍澳屯門旺角尖沙咀')).toEqual(['将军澳', '屯门', '旺角', '尖沙咀']);
    expect(wordTokens('凍檸茶配菠蘿包')).toEqual(['冻柠茶', '配', '菠萝包']);
  });

  it('folds Traditional and Simplified to the same token', () => {
    expect(wordTokens('港鐵屯馬綫')).toEqual(['港铁', '屯马线']);
    expect(wordTokens('港铁屯马线')).toEqual(['港铁', '屯马线']);
    expect(wordTokens('ＭＴＲ Mtr')).toEqual(['mtr', 'mtr']);
  });

  it('gives Cantonese particles tokens of their own', () => {
    expect(wordTokens('今朝喺旺角等咗成十分鐘')).toEqual(['今朝', '喺', '旺角', '等', '咗', '成', '十分钟']);
    expect(wordTokens('我哋食咗飯先返工啦')).toEqual(['我哋', '食', '咗', '饭', '先', '返工', '啦']);
    expect(wordTokens('好正㗎，唔該晒喎')).toEqual(expect.arrayContaining(['㗎', '唔该', '㖞']));
  });

  it('lets a longer lexicon word win over a particle it starts with', () => {
    expect(wordTokens('啦啦隊')).toEqual(['啦啦队']);
  });

  it('lower-cases Latin words and keeps numbers, contractions and links whole', () => {
    expect(wordTokens("The MTR's Tuen Ma line: HK$13,000, 1.5% and don’t https://example.com/a?b=1 e-commerce")).toEqual([
      'the', 'mtr', 'tuen', 'ma', 'line', 'hk', '13,000', '1.5', 'and', "don't", 'https://example.com/a?b=1', 'e-commerce',
    ]);
  });

  it('splits mixed Cantonese and English at the script change and drops punctuation and emoji', () => {
    expect(wordTokens('今日個meeting好悶😩！')).toEqual(['今日', '个', 'meeting', '好', '闷']);
  });

  it('holds only lexicon words the fold keeps distinct and no Latin letters', () => {
    const folded = [...HONG_KONG_WORDS, ...CANTONESE_PARTICLES].map(foldText);
    expect(folded.filter((w) => /[a-z]/.test(w))).toEqual([]);
    expect(new Set(folded).size).toBe(folded.length);
  });
});
