import { committedModel, scoreSentiment, scoreSentimentDetailed } from './index.js';
import { loadModel } from './scorer.js';
import { MODEL_JSON } from './model.generated.js';
import type { ModelFile } from './model-file.js';

// Written for this test; none of these come from the evaluation sets.
const POSITIVE: [string, string][] = [
  ['I love this place, the food was amazing!', 'en'],
  ['Great service and really friendly staff :)', 'en'],
  ['呢間茶餐廳啲奶茶好好飲，職員又好nice，一定會再嚟', 'yue'],
  ['呢間好抵食', 'yue'],
];
const NEGATIVE: [string, string][] = [
  ['This is the worst service I have ever had.', 'en'],
  ['Terrible food, rude staff, never again', 'en'],
  ['等咗一個鐘，啲嘢又凍又難食，服務態度極差', 'yue'],
  ['這家餐廳很難吃，很失望', 'zh'],
];
const NEUTRAL: [string, string][] = [
  ['The train leaves at 9am from Central.', 'en'],
  ['港鐵公布下星期嘅時間表', 'yue'],
];

describe('scoreSentiment', () => {
  it.each(POSITIVE)('scores %s as positive', (text, lang) => expect(scoreSentiment(text, lang)).toBe(1));
  it.each(NEGATIVE)('scores %s as negative', (text, lang) => expect(scoreSentiment(text, lang)).toBe(-1));
  it.each(NEUTRAL)('scores %s as neutral', (text, lang) => expect(scoreSentiment(text, lang)).toBe(0));

  it.each([
    ['The coffee was good', 'The coffee was not good at all', 'en'],
    ['好食', '唔好食', 'yue'],
    ['啲叉燒飯好食', '啲叉燒飯唔好食', 'yue'],
    ['呢間好抵食', '呢間唔抵食', 'yue'],
  ])('negation flips "%s" to "%s"', (plain, negated, lang) => {
    expect(scoreSentiment(plain, lang)).toBe(1);
    expect(scoreSentiment(negated, lang)).toBe(-1);
  });

  it('returns only -1, 0 or 1, with or without a language, for any text', () => {
    const texts = ['', '   ', '😀😀', '!!!', '12345', 'ok', '一般', 'MTR 今日 delay 咗', 'a'.repeat(5000), '\u0000\uFFFF'];
    for (const text of texts) {
      for (const lang of [undefined, null, 'en', 'zh-HK', 'yue', 'fr']) {
        expect([-1, 0, 1]).toContain(scoreSentiment(text, lang));
      }
    }
  });

  it('gives probabilities that sum to one and agree with the label', () => {
    const detail = scoreSentimentDetailed('Absolutely wonderful day at the beach', 'en');
    const { negative, neutral, positive } = detail.probabilities;
    expect(negative + neutral + positive).toBeCloseTo(1, 10);
    expect(detail.sentiment).toBe(1);
    expect(positive).toBeGreaterThan(Math.max(negative, neutral));
  });
});

describe('the committed model file', () => {
  it('loads, is compact, and scores the same way every time it is loaded', () => {
    expect(MODEL_JSON.length).toBeLessThan(2 * 1024 * 1024);
    const again = loadModel(JSON.parse(MODEL_JSON) as ModelFile);
    const committed = committedModel();
    expect(again.weights.sparse.size).toBe(committed.weights.sparse.size);
    expect(again.weights.sparse.size).toBeGreaterThan(1000);
    const text = '今日個餐麻麻哋，不過啲甜品幾好食';
    expect(scoreSentimentDetailed(text, 'yue')).toEqual(scoreSentimentDetailed(text, 'yue'));
  });

  it('rejects a model file of another format', () => {
    const model = JSON.parse(MODEL_JSON) as ModelFile;
    expect(() => loadModel({ ...model, hashBits: 16 })).toThrow(/unsupported/);
  });
});
