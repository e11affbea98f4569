// Sentiment model against the lexicon baseline on the two evaluation sets (accuracy, macro recall, macro F1),
// and scoring speed, printed as markdown. The evaluation sets are read from the shared data folder beside
// the repo; nothing here trains or tunes.
//   cd api && npx tsx --conditions=source ../bench/sentiment-eval.mjs
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { baselineSentiment } from '../api/src/features/enrichment/sentiment/baseline.js';
import { EVALUATION_SETS, metrics } from '../api/src/features/enrichment/sentiment/evaluate.js';
import { committedModel, scoreWith } from '../api/src/features/enrichment/sentiment/scorer.js';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../shared/data/sentiment');
const model = committedModel();
const fmt = (x) => x.toFixed(3);

console.log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB\n`);
console.log('| set | n | scorer | accuracy | macro recall | macro F1 | posts/s |');
console.log('|---|---:|---|---:|---:|---:|---:|');
for (const set of EVALUATION_SETS) {
  const rows = set.load(path.join(dataDir, set.folder));
  const gold = rows.map((r) => r.label);
  const scorers = [
    ['baseline (lexicon)', (text) => baselineSentiment(text, model.lexicon)],
    ['model', (text) => scoreWith(model, text, set.lang).sentiment],
  ];
  for (const [name, score] of scorers) {
    rows.forEach((r) => score(r.text)); // warm-up
    const start = performance.now();
    const predicted = rows.map((r) => score(r.text));
    const seconds = (performance.now() - start) / 1000;
    const m = metrics(gold, predicted);
    console.log(`| ${set.name} | ${m.n} | ${name} | ${fmt(m.accuracy)} | ${fmt(m.macroRecall)} | ${fmt(m.macroF1)} | ${Math.round(m.n / seconds)} |`);
  }
}
