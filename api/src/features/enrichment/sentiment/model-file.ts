import type { LexiconEntry } from './chinese-lexicon.js';
import { HASH_BITS } from './features.js';
import { CLASSES, emptyWeights, type SoftmaxWeights } from './softmax.js';

/** The committed model: weights as integers in thousandths (compact JSON), and the Chinese lexicon. */
export interface ModelFile {
  version: 1;
  hashBits: number;
  lexicon: LexiconEntry[];
  bias: number[];
  dense: number[][];
  /** Sorted sparse buckets; `weights` holds CLASSES integers per bucket, in the same order. */
  buckets: number[];
  weights: number[];
}

const SCALE = 1000;

export function serializeModel(weights: SoftmaxWeights, lexicon: LexiconEntry[]): ModelFile {
  const buckets: number[] = [];
  const flat: number[] = [];
  for (const bucket of [...weights.sparse.keys()].sort((a, b) => a - b)) {
    const ints = Array.from(weights.sparse.get(bucket) as Float64Array, (w) => Math.round(w * SCALE));
    // A bucket whose weights all round to zero changes no score.
    if (ints.every((w) => w === 0)) continue;
    buckets.push(bucket);
    flat.push(...ints);
  }
  return {
    version: 1,
    hashBits: HASH_BITS,
    lexicon,
    bias: Array.from(weights.bias, (w) => Math.round(w * SCALE)),
    dense: weights.dense.map((w) => Array.from(w, (x) => Math.round(x * SCALE))),
    buckets,
    weights: flat,
  };
}

export function weightsFromModel(model: ModelFile): SoftmaxWeights {
  if (model.version !== 1 || model.hashBits !== HASH_BITS) {
    throw new Error(`sentiment model: unsupported version ${model.version} / ${model.hashBits} hash bits`);
  }
  const weights = emptyWeights();
  weights.bias.set(model.bias.map((w) => w / SCALE));
  model.dense.forEach((w, slot) => weights.dense[slot]?.set(w.map((x) => x / SCALE)));
  model.buckets.forEach((bucket, i) => {
    weights.sparse.set(bucket, Float64Array.from(model.weights.slice(i * CLASSES, (i + 1) * CLASSES), (w) => w / SCALE));
  });
  return weights;
}
