// Cost of matching one new post against every feed's compiled query (shared/query), as ratios against
// indexing the post (folding and tokenising its title and body), measured in the same run.
// Runs the built shared package (npm run build first).
//   node bench/query-matching.mjs [--posts 2000] [--feeds 200]
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { compileQuery, documentTokens, guidedToQuery, parseQuery } from '../shared/dist/query/index.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS = arg('posts', 2000);
const FEEDS = arg('feeds', 200);

// A fixed pseudo-random stream, so runs compare.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (list) => list[Math.floor(random() * list.length)];

const WORDS = ['MTR', 'delay', 'fare', 'station', 'typhoon', 'signal', 'milk', 'tea', 'cafe', 'Disneyland', 'iPhone15', 'party', 'art', 'the', 'a', 'is', 'today', 'very', 'crowded'];
const CHINESE = ['港鐵', '延誤', '車費', '颱風', '奶茶', '茶餐廳', '香港人', '今日', '好多人', '迪士尼', '荃灣綫', '銅鑼灣', '排隊', '優惠'];

function post() {
  const body = Array.from({ length: 40 + Math.floor(random() * 80) }, () => (random() < 0.5 ? pick(WORDS) : pick(CHINESE))).join(random() < 0.5 ? ' ' : '');
  return { title: Array.from({ length: 6 }, () => pick(random() < 0.5 ? WORDS : CHINESE)).join(' '), body };
}

function feedQuery() {
  const group = () => ({
    in: Array.from({ length: 1 + Math.floor(random() * 3) }, () => [pick(random() < 0.5 ? WORDS : CHINESE)]),
    ex: Array.from({ length: Math.floor(random() * 3) }, () => [pick(random() < 0.5 ? WORDS : CHINESE)]),
  });
  const text = guidedToQuery(Array.from({ length: 1 + Math.floor(random() * 3) }, group));
  return random() < 0.2 ? `${text} AND (${pick(WORDS)} NEAR/3 ${pick(CHINESE)})` : text;
}

const queries = Array.from({ length: FEEDS }, () => {
  const parsed = parseQuery(feedQuery());
  if (!parsed.ok) throw new Error(parsed.error.message);
  return compileQuery(parsed.ast);
});
const POSTS_DATA = Array.from({ length: POSTS }, post);

const measures = [
  ['index a post (documentTokens: fold + tokenise title and body)', (docs) => docs.reduce((n, d) => n + documentTokens(d).size, 0)],
  [`match a post against ${FEEDS} feeds`, (docs) => docs.reduce((n, d) => n + queries.filter((q) => q.matches(d)).length, 0)],
  [
    `match and highlight a post against ${FEEDS} feeds`,
    (docs) => docs.reduce((n, d) => n + queries.filter((q) => q.matches(d) && q.matchedTerms(d).length > 0).length, 0),
  ],
];

// Fresh objects of the same posts for every run: the per-document index cache must not carry over between runs.
const fresh = (posts) => posts.map((d) => ({ ...d }));

// A warm-up pass first, so the JIT has compiled every path before anything is timed.
for (const [, run] of measures) run(fresh(POSTS_DATA.slice(0, 200)));

const results = measures.map(([label, run]) => {
  const docs = fresh(POSTS_DATA);
  const start = performance.now();
  const count = run(docs);
  const ms = performance.now() - start;
  return { label, ms, perPostUs: (ms * 1000) / POSTS, count };
});

const baseline = results[0].ms;
console.log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB; ${POSTS} posts, ${FEEDS} feeds`);
for (const r of results) {
  console.log(`${r.label.padEnd(62)} ${r.perPostUs.toFixed(1).padStart(9)} µs/post  ${(r.ms / baseline).toFixed(2).padStart(7)}×  (${r.count})`);
}
