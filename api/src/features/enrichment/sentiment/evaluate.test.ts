import { baselineSentiment } from './baseline.js';
import { EVALUATION_SETS, metrics } from './evaluate.js';
import { sharedData } from '../../../testing/shared-data.js';
import { committedModel, scoreWith } from './scorer.js';

describe('metrics', () => {
  it('computes accuracy and macro recall and F1', () => {
    const m = metrics([1, 1, 0, -1], [1, 0, 0, 1]);
    expect(m.accuracy).toBe(0.5);
    // Recall: negative 0, neutral 1, positive 0.5. F1: negative 0, neutral 2/3, positive 0.5.
    expect(m.macroRecall).toBeCloseTo(0.5, 10);
    expect(m.macroF1).toBeCloseTo((0 + 2 / 3 + 0.5) / 3, 10);
  });
});


describe('the model against the lexicon baseline on the evaluation sets', () => {
  it.each(EVALUATION_SETS.map((set) => [set.name, set] as const))('%s: higher macro F1', (_name, set) => {
    const folder = sharedData('sentiment', set.folder);
    const rows = set.load(folder);
    expect(rows.length).toBeGreaterThan(900);
    const model = committedModel();
    const gold = rows.map((r) => r.label);
    const baseline = metrics(gold, rows.map((r) => baselineSentiment(r.text, model.lexicon)));
    const ours = metrics(gold, rows.map((r) => scoreWith(model, r.text, set.lang).sentiment));
    expect(ours.macroF1).toBeGreaterThan(baseline.macroF1);
  });
});
