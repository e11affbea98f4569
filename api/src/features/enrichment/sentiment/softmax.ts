import { DENSE_SIZE, type Features } from './features.js';

/** Class order of every probability vector: negative, neutral, positive. */
export const LABELS = [-1, 0, 1] as const;
export type Sentiment = (typeof LABELS)[number];
export const CLASSES = LABELS.length;

/** Multinomial logistic regression: weights per sparse bucket and per dense slot, plus a bias, per class. */
export interface SoftmaxWeights {
  sparse: Map<number, Float64Array>;
  dense: Float64Array[];
  bias: Float64Array;
}

export function emptyWeights(): SoftmaxWeights {
  return {
    sparse: new Map(),
    dense: Array.from({ length: DENSE_SIZE }, () => new Float64Array(CLASSES)),
    bias: new Float64Array(CLASSES),
  };
}

export function probabilities(weights: SoftmaxWeights, features: Features): Float64Array {
  const z = Float64Array.from(weights.bias);
  for (const [bucket, value] of features.sparse) {
    const w = weights.sparse.get(bucket);
    if (w) for (let k = 0; k < CLASSES; k += 1) z[k] = (z[k] as number) + (w[k] as number) * value;
  }
  features.dense.forEach((value, slot) => {
    const w = weights.dense[slot] as Float64Array;
    for (let k = 0; k < CLASSES; k += 1) z[k] = (z[k] as number) + (w[k] as number) * value;
  });
  const max = Math.max(...z);
  let sum = 0;
  for (let k = 0; k < CLASSES; k += 1) {
    z[k] = Math.exp((z[k] as number) - max);
    sum += z[k] as number;
  }
  for (let k = 0; k < CLASSES; k += 1) z[k] = (z[k] as number) / sum;
  return z;
}

export interface TrainingExample {
  features: Features;
  /** Index into LABELS. */
  label: number;
  /** Per-example weight, e.g. to balance classes or sources. */
  weight: number;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

/** Park–Miller, so training shuffles (and composes reviews) the same way on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

/**
 * Plain SGD with AdaGrad step sizes on the cross-entropy, L2 applied lazily to the touched weights. The same
 * examples, options and seed give the same weights.
 */
export function train(examples: readonly TrainingExample[], options: TrainingOptions): SoftmaxWeights {
  const weights = emptyWeights();
  const sparseG = new Map<number, Float64Array>();
  const denseG = weights.dense.map(() => new Float64Array(CLASSES));
  const biasG = new Float64Array(CLASSES);
  const random = seededRandom(options.seed);
  const order = examples.map((_, i) => i);

  const step = (w: Float64Array, g: Float64Array, k: number, gradient: number) => {
    const full = gradient + options.l2 * (w[k] as number);
    g[k] = (g[k] as number) + full * full;
    w[k] = (w[k] as number) - (options.learningRate * full) / Math.sqrt((g[k] as number) + 1e-8);
  };

  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const index of order) {
      const example = examples[index] as TrainingExample;
      const p = probabilities(weights, example.features);
      for (let k = 0; k < CLASSES; k += 1) {
        const error = example.weight * ((p[k] as number) - (k === example.label ? 1 : 0));
        biasG[k] = (biasG[k] as number) + error * error;
        weights.bias[k] = (weights.bias[k] as number) - (options.learningRate * error) / Math.sqrt((biasG[k] as number) + 1e-8);
        for (const [bucket, value] of example.features.sparse) {
          let w = weights.sparse.get(bucket);
          let g = sparseG.get(bucket);
          if (!w || !g) {
            w = new Float64Array(CLASSES);
            g = new Float64Array(CLASSES);
            weights.sparse.set(bucket, w);
            sparseG.set(bucket, g);
          }
          step(w, g, k, error * value);
        }
        example.features.dense.forEach((value, slot) => {
          if (value !== 0) step(weights.dense[slot] as Float64Array, denseG[slot] as Float64Array, k, error * value);
        });
      }
    }
  }
  return weights;
}
