import { createDemoStream } from '../demo-stream/demo-stream.js';
import { enrichPost } from './enrich.js';
import { scoreSentiment } from './sentiment/index.js';

describe('enrichPost', () => {
  it('detects the language, collects terms, scores sentiment and labels a post', () => {
    const post = { threadTitle: '港鐵屯馬綫又延誤', message: '今朝喺旺角等咗成30分鐘，真係好嬲', lang: 'en' };
    const enrichment = enrichPost(post, { sourceLabelId: null });
    expect(enrichment).toEqual({
      lang: 'zh-HK',
      terms: ['港铁', '屯马线', '延误', '旺角', '成', '分钟', '好嬲'],
      displays: ['港鐵', '屯馬綫', '延誤', '旺角', '成', '分鐘', '好嬲'],
      sentiment: scoreSentiment(`${post.threadTitle}\n${post.message}`, 'zh-HK'),
      labelId: 1,
    });
  });

  it("uses the source's label and reads industry keywords otherwise", () => {
    const post = { threadTitle: 'Hang Seng rises 3%', message: 'Banks lead Hong Kong stocks higher.', lang: null };
    expect(enrichPost(post, { sourceLabelId: null }).labelId).toBe(3);
    expect(enrichPost(post, { sourceLabelId: 7 }).labelId).toBe(7);
  });

  it('enriches every demo post into the product languages with some terms', () => {
    const posts = createDemoStream({ seed: 11, now: Date.parse('2026-03-01T00:00:00Z') }).history(1);
    expect(posts.length).toBeGreaterThan(100);
    for (const post of posts) {
      const enrichment = enrichPost(post, { sourceLabelId: null });
      expect(['en', 'zh-HK', 'zh-CN']).toContain(enrichment.lang);
      expect(enrichment.terms.length).toBeGreaterThan(0);
      expect([1, 0, -1]).toContain(enrichment.sentiment);
    }
  });
});
