import type { Features } from './features.js';
import { DENSE_SIZE } from './features.js';
import { serializeModel, weightsFromModel } from './model-file.js';
import { probabilities, train, type TrainingExample } from './softmax.js';

const features = (buckets: number[]): Features => ({
  sparse: new Map(buckets.map((b) => [b, 1 / Math.sqrt(buckets.length)])),
  dense: new Array<number>(DENSE_SIZE).fill(0),
});

// Bucket 1 marks negative, 2 neutral, 3 positive; bucket 9 is noise on every example.
const examples: TrainingExample[] = [0, 1, 2].flatMap((label) =>
  Array.from({ length: 5 }, () => ({ features: features([label + 1, 9]), label, weight: 1 })),
);
const options = { epochs: 20, learningRate: 0.5, l2: 0, seed: 7 };

const argmax = (p: Float64Array) => p.indexOf(Math.max(...p));

describe('softmax training', () => {
  it('learns a separable problem', () => {
    const weights = train(examples, options);
    for (const example of examples) expect(argmax(probabilities(weights, example.features))).toBe(example.label);
  });

  it('gives identical weights for the same seed', () => {
    expect(serializeModel(train(examples, options), [])).toEqual(serializeModel(train(examples, options), []));
  });

  it('survives the round trip through the model file', () => {
    const weights = train(examples, options);
    const restored = weightsFromModel(serializeModel(weights, []));
    for (const example of examples) {
      const a = probabilities(weights, example.features);
      const b = probabilities(restored, example.features);
      a.forEach((p, k) => expect(b[k]).toBeCloseTo(p, 2));
    }
  });
});
