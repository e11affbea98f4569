import { createDemoStream } from '../../demo-stream/demo-stream.js';
import { normaliseDeclared } from './declared-tag.js';
import { detectLanguage } from './detect-language.js';

describe('normaliseDeclared', () => {
  it.each([
    ['zh-Hant', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh_HK', 'zh-HK'],
    ['yue', 'zh-HK'],
    ['yue-Hans', 'zh-HK'],
    ['zh-Hans', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh', 'zh'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['fr-CA', 'fr'],
    ['und', null],
    ['', null],
    ['not a tag', null],
  ])('%s → %s', (tag, expected) => {
    expect(normaliseDeclared(tag)).toBe(expected);
  });
});

describe('detectLanguage', () => {
  it('reads clear English as en, whatever the source declared', () => {
    expect(detectLanguage('Stuck at Mong Kok for 20 minutes this morning, the MTR says a signal fault.', null)).toBe('en');
    expect(detectLanguage('Stuck at Mong Kok for 20 minutes this morning.', 'zh-HK')).toBe('en');
  });

  it('reads Cantonese with particles as zh-HK, also when written in Simplified characters', () => {
    expect(detectLanguage('今朝搭東鐵綫喺旺角站等咗成十分鐘，真係好嬲囉', null)).toBe('zh-HK');
    expect(detectLanguage('今日返工好攰，啲人冇礼貌，搭地铁又迫', null)).toBe('zh-HK');
    // Mastodon declares English by default.
    expect(detectLanguage('我哋食咗飯先返工啦', 'en')).toBe('zh-HK');
  });

  it('reads formal Traditional Chinese as zh-HK', () => {
    expect(detectLanguage('行政長官今日發表施政報告，提出多項房屋及經濟措施。', null)).toBe('zh-HK');
  });

  it('reads Simplified Chinese as zh-CN, even when declared otherwise', () => {
    expect(detectLanguage('香港港铁今早发生信号故障，多个车站列车延误。', null)).toBe('zh-CN');
    expect(detectLanguage('广州宣布多项便利香港居民的新措施，涵盖医疗和教育。', 'zh-HK')).toBe('zh-CN');
  });

  it('weighs mixed posts by how much text each script carries', () => {
    expect(detectLanguage('今日個meeting好悶，成個team都冇人講嘢', null)).toBe('zh-HK');
    expect(detectLanguage('Had the best milk tea at 蘭芳園 in Central today', null)).toBe('en');
  });

  it('lets the declaration decide posts without enough letters', () => {
    expect(detectLanguage('https://example.com/a-long-english-looking-path 👍🔥', 'zh-HK')).toBe('zh-HK');
    expect(detectLanguage('😂😂😂', 'en-US')).toBe('en');
    expect(detectLanguage('😂😂😂', 'zh-Hans')).toBe('zh-CN');
    expect(detectLanguage('😂 @someone https://t.co/x', null)).toBe('und');
    expect(detectLanguage('OK', 'zh-Hant')).toBe('zh-HK');
  });

  it('keeps Chinese that shows no variant with its Chinese declaration, else Hong Kong', () => {
    expect(detectLanguage('大家好，今天天氣好', null)).toBe('zh-HK');
    expect(detectLanguage('大家好', 'zh-CN')).toBe('zh-CN');
  });

  it('keeps another declared Latin-script language, and other scripts by declaration only', () => {
    expect(detectLanguage('Le métro est encore en retard ce matin', 'fr')).toBe('fr');
    expect(detectLanguage('Le métro est encore en retard ce matin', null)).toBe('en');
    expect(detectLanguage('今日は電車が遅れています', 'ja')).toBe('ja');
    expect(detectLanguage('今日は電車が遅れています', 'en')).toBe('und');
    expect(detectLanguage('Привет, как дела?', null)).toBe('und');
    expect(detectLanguage('東京都知事選挙、投票率が上昇', 'ja')).toBe('ja');
    // Katakana brand names and の used for 的 do not make Cantonese Japanese.
    expect(detectLanguage('今日去咗ユニクロ買衫', null)).toBe('zh-HK');
    expect(detectLanguage('我の最愛係菠蘿油', null)).toBe('zh-HK');
  });

  it('agrees with the language of demo posts that declare one', () => {
    const posts = createDemoStream({ seed: 7, now: Date.parse('2026-01-15T00:00:00Z') })
      .history(7)
      .filter((p) => p.lang === 'en' || p.lang === 'zh-HK' || p.lang === 'zh-CN');
    expect(posts.length).toBeGreaterThan(300);
    expect(new Set(posts.map((p) => p.lang)).size).toBe(3);
    // From the text alone, without the declaration, and from the message alone (a comment without its title).
    const fromText = posts.filter((p) => detectLanguage(`${p.threadTitle}\n${p.message}`, null) === p.lang).length;
    const fromMessage = posts.filter((p) => detectLanguage(p.message, null) === p.lang).length;
    expect(fromText / posts.length).toBeGreaterThanOrEqual(0.95);
    expect(fromMessage / posts.length).toBeGreaterThanOrEqual(0.95);
  });
});
