import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sentiment } from './softmax.js';

export interface LabelledText {
  text: string;
  label: Sentiment;
}

export interface Metrics {
  n: number;
  accuracy: number;
  macroRecall: number;
  macroF1: number;
}

const CLASSES: readonly Sentiment[] = [-1, 0, 1];

/** Accuracy, and recall and F1 averaged over the three classes with equal weight. */
export function metrics(gold: readonly Sentiment[], predicted: readonly Sentiment[]): Metrics {
  let correct = 0;
  const recalls: number[] = [];
  const f1s: number[] = [];
  gold.forEach((g, i) => {
    if (predicted[i] === g) correct += 1;
  });
  for (const c of CLASSES) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    gold.forEach((g, i) => {
      const p = predicted[i];
      if (p === c && g === c) tp += 1;
      else if (p === c) fp += 1;
      else if (g === c) fn += 1;
    });
    const recall = tp + fn ? tp / (tp + fn) : 0;
    const precision = tp + fp ? tp / (tp + fp) : 0;
    recalls.push(recall);
    f1s.push(precision + recall ? (2 * precision * recall) / (precision + recall) : 0);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { n: gold.length, accuracy: gold.length ? correct / gold.length : 0, macroRecall: mean(recalls), macroF1: mean(f1s) };
}

function lines(file: string): string[] {
  return readFileSync(file, 'utf8').replace(/\r/g, '').split('\n');
}

/** TweetEval sentiment validation: mapping.txt says 0 negative, 1 neutral, 2 positive. */
export function loadTweetEval(dir: string): LabelledText[] {
  const mapping = new Map<string, Sentiment>();
  const byName: Record<string, Sentiment> = { negative: -1, neutral: 0, positive: 1 };
  for (const line of lines(path.join(dir, 'mapping.txt'))) {
    const [id, name] = line.split('\t');
    const label = name === undefined ? undefined : byName[name.trim()];
    if (id !== undefined && label !== undefined) mapping.set(id.trim(), label);
  }
  const texts = lines(path.join(dir, 'val_text.txt'));
  return lines(path.join(dir, 'val_labels.txt'))
    .map((id, i) => ({ text: texts[i] ?? '', label: mapping.get(id.trim()) }))
    .filter((row): row is LabelledText => row.label !== undefined);
}

/** OpenRice: the reviewer's smile / ok / cry. */
export function loadOpenRice(dir: string): LabelledText[] {
  const byName: Record<string, Sentiment> = { smile: 1, ok: 0, cry: -1 };
  return lines(path.join(dir, 'valid.tsv'))
    .slice(1)
    .map((line) => {
      const tab = line.indexOf('\t');
      return { text: line.slice(tab + 1), label: byName[line.slice(0, tab)] };
    })
    .filter((row): row is LabelledText => row.label !== undefined);
}

export const EVALUATION_SETS = [
  { name: 'English — TweetEval sentiment, validation', folder: 'en-tweeteval-val', lang: 'en', load: loadTweetEval },
  { name: 'Cantonese — OpenRice, validation', folder: 'yue-openrice-valid', lang: 'yue', load: loadOpenRice },
] as const;
