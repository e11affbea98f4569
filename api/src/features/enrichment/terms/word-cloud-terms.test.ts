import { MAX_TERMS_PER_POST, wordCloudTerms } from './word-cloud-terms.js';

describe('wordCloudTerms', () => {
  it('drops English stopwords, numbers, links and single letters', () => {
    expect(
      wordCloudTerms('MTR delay again', "I'm stuck at Mong Kok for 15 minutes, the MTR's signal fault is a joke https://t.co/x", 'en'),
    ).toEqual(['mtr', 'delay', 'stuck', 'mong', 'kok', 'minutes', 'signal', 'fault', 'joke']);
  });

  it('drops Chinese and Cantonese stopwords, particles and pronouns', () => {
    expect(wordCloudTerms('港鐵又延誤', '我哋喺旺角等咗成30分鐘，佢話係信號故障囉', 'zh-HK')).toEqual([
      '港铁', '延误', '旺角', '成', '分钟', '信号故障',
    ]);
    expect(wordCloudTerms('', '他们说这个价格太贵了', 'zh-CN')).not.toEqual(expect.arrayContaining(['他们', '了', '说']));
  });

  it('keeps distinct terms in order of first appearance, folded alike', () => {
    expect(wordCloudTerms('港鐵加價', '港铁又加价，港鐵服務冇進步', 'zh-HK')).toEqual(['港铁', '加价', '服务', '进步']);
  });

  it('keeps single content characters in Chinese posts only', () => {
    expect(wordCloudTerms('', '樓價好貴', 'zh-HK')).toContain('贵');
    expect(wordCloudTerms('', 'Prices at 貴 places keep rising', 'en')).not.toContain('贵');
  });

  it('keeps at most the first 50 terms', () => {
    const words = Array.from({ length: 80 }, (_, i) => `term${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`);
    const terms = wordCloudTerms('', words.join(' '), 'en');
    expect(terms).toHaveLength(MAX_TERMS_PER_POST);
    expect(terms).toEqual(words.slice(0, MAX_TERMS_PER_POST));
  });
});
