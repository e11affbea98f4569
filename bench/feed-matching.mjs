// Throughput of matching a stream of new posts against many feeds: the presearcher (api/src/features/matching)
// against verifying every feed's compiled query (naive), measured in the same run, one thread, in CPU time (the
// machine may be shared) as the best of a few passes.
// Runs the TypeScript sources:
//   cd api && npx tsx --conditions=source ../bench/feed-matching.mjs [--posts 3000] [--naive-posts 300] [--passes 5]
import { cpus, totalmem } from 'node:os';
import { FeedMatcher } from '../api/src/features/matching/presearcher.js';
import { Rng } from '../api/src/random/seeded-rng.js';
import { compileQuery, documentTokens, foldText, guidedToQuery, indexDocument, parseQuery } from '../shared/src/query/index.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTS = arg('posts', 3000);
// Naive matching at 10,000 feeds takes tens of milliseconds a post, so it is timed on a prefix of the stream.
const NAIVE_POSTS = arg('naive-posts', 300);
const FEED_COUNTS = [1000, 10000];
const PASSES = arg('passes', 5);

// A fixed pseudo-random stream, so runs compare.
const rng = new Rng(20261121);
const random = () => rng.next();
const int = (n) => rng.int(0, n - 1);
const pick = (list) => rng.pick(list);

/** Picks from a list ranked by frequency with Zipf weights (rank^-s), as word use in text runs. */
function zipf(list, s = 1) {
  const cumulative = [];
  let total = 0;
  list.forEach((_, rank) => cumulative.push((total += (rank + 1) ** -s)));
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}

// Vocabularies: common words by rank, then a long tail of made-up words so rare words exist as in real text.
const SYLLABLES = ['ka', 'lo', 'mi', 'ten', 'ra', 'sun', 'po', 'li', 'chi', 'von', 'da', 'ber', 'ex', 'tor', 'ly', 'an', 'ge', 'mo'];
const HAN_CHARS = [...'的一是不了人我在有他這中大來上國個到說們為子和你地出道也時年得就那要下以生會自著去之過家學對可她裡後小麼心多天而能好都然沒日於起還發成事只作當想看文無開手十用主行方又如前所本見經頭面公同三已老從動兩長知民樣現分將外但身些與高意進把法此實回二理美點月明其種聲全工己話兒者向情部正名定女問力機給等幾很業最間新什打便位因重被走電四第門相次東政海口使教西再平真聽世氣信北少關並內加化由卻代軍產入先山五太水萬市眼體別處總才場師書比住員九笑性通目華報立馬命張活難神數件安表原車白應路期叫死常提感金何更反合放做系計或司利受光王果親界及今京務制解各任至清物台象記邊共風戰干接它許八特覺望直服毛林題建南度統色字請交愛讓認算論百吃義科怎元社術結六功指思非流每青管夫連遠資隊跟帶花快條院變聯言權往展該領傳近留紅治決周保達辦運武半候七必城父強步完革深區即求品士轉量空甚眾技輕程告江語英基派滿式李息寫呢識極令黃德收臉錢黨倒未持取設始版雙歷越史商千片容研像找友孩站廣改議形委早房音火際則首單據導影失拿網香似斯專石若兵弟誰校讀志飛觀爭究包組造落視濟喜離雖壞兄今晚啲嘅咗喺佢哋冇咁唔係嗰噉嚟睇講'];
const EN_COMMON = ('the to and a of is in it for you that i on this with be was are have not so but my at just like they all what can from about one if we do get your out up me more no time people when how would there now will really too very good new today still going know think got over go than even some day much only back see because after last want need why who way make price service staff wait hour line queue food place back first year week lol').split(' ');
const CANTO_COMMON = ['今日', '真係', '好多', '咁樣', '啲人', '我哋', '佢哋', '點解', '覺得', '而家', '一齊', '其實', '唔該', '多謝', '有冇', '係咪', '好似', '之前', '之後', '尋日', '聽日', '時間', '排隊', '食嘢', '返工', '放工', '朋友', '屋企', '香港', '問題', '服務', '價錢', '好食', '唔好', '好正', '出面', '入面', '呢度', '嗰度', '開始'];

function tail(count, make) {
  const seen = new Set();
  while (seen.size < count) seen.add(make());
  return [...seen];
}
const EN_WORDS = [...EN_COMMON, ...tail(6000, () => Array.from({ length: 2 + int(3) }, () => pick(SYLLABLES)).join(''))];
const CANTO_WORDS = [...CANTO_COMMON, ...tail(6000, () => pick(HAN_CHARS) + pick(HAN_CHARS))];

// Things feeds track: real brands, places and topics with their English and Chinese names, then made-up brands
// (Latin and Chinese names), so 10,000 feeds spread over many entities as a real customer base does.
const BRANDS = [
  ['MTR', '港鐵'], ['HSBC', '滙豐'], ['Cathay Pacific', '國泰'], ['Octopus', '八達通'], ['Disneyland', '迪士尼'], ['Ocean Park', '海洋公園'],
  ['PARKnSHOP', '百佳'], ['Wellcome', '惠康'], ['Maxim', '美心'], ['Samsung', '三星'], ['Starbucks', '星巴克'], ['McDonald', '麥當勞'],
  ['KMB', '九巴'], ['Citybus', '城巴'], ['Hang Seng', '恒生'], ['AIA', '友邦'], ['Manulife', '宏利'], ['HKEX', '港交所'], ['Tencent', '騰訊'],
  ['Alibaba', '阿里巴巴'], ['Meituan', '美團'], ['Foodpanda'], ['Deliveroo'], ['Netflix'], ['Nintendo', '任天堂'], ['Tesla'], ['BYD', '比亞迪'],
  ['Watsons', '屈臣氏'], ['Mannings', '萬寧'], ['Fortress', '豐澤'], ['Cafe de Coral', '大家樂'], ['Fairwood', '大快活'], ['Yoshinoya', '吉野家'],
  ['Sushiro', '壽司郎'], ['Uniqlo'], ['IKEA'], ['Chow Tai Fook', '周大福'], ['SOGO', '崇光'], ['SmarTone', '數碼通'], ['PCCW', '電訊盈科'],
  ['Towngas', '煤氣公司'], ['CLP', '中電'], ['HK Express', '香港快運'], ['iPhone'], ['HKTVmall'],
  ...tail(1500, () => {
    const latin = Array.from({ length: 2 + int(2) }, () => pick(SYLLABLES)).join('');
    const name = latin[0].toUpperCase() + latin.slice(1);
    return random() < 0.6 ? `${name}|${pick(HAN_CHARS)}${pick(HAN_CHARS)}${random() < 0.5 ? pick(HAN_CHARS) : ''}` : name;
  }).map((n) => n.split('|')),
];
const PLACES = [
  ['Mong Kok', '旺角'], ['Causeway Bay', '銅鑼灣'], ['Tsim Sha Tsui', '尖沙咀'], ['Central', '中環'], ['Sha Tin', '沙田'], ['Tsuen Wan', '荃灣'],
  ['Kwun Tong', '觀塘'], ['Tuen Mun', '屯門'], ['Yuen Long', '元朗'], ['Tai Po', '大埔'], ['Lantau', '大嶼山'], ['Sai Kung', '西貢'],
  ['Wan Chai', '灣仔'], ['Sham Shui Po', '深水埗'], ['Tseung Kwan O', '將軍澳'], ['Kowloon Bay', '九龍灣'], ['airport', '機場'],
];
const TOPICS = [
  ['delay', '延誤'], ['price', '加價'], ['queue', '排長龍'], ['complaint', '投訴'], ['promotion', '優惠'], ['typhoon', '颱風'], ['refund', '退款'],
  ['outage', '故障'], ['strike', '罷工'], ['hygiene', '衞生'], ['rude', '態度差'], ['discount', '折扣'], ['opening', '開幕'], ['closure', '結業'],
  ['recall', '回收'], ['scam', '詐騙'], ['hiring', '請人'], ['review', '食評'], ['milk tea', '奶茶'], ['dim sum', '點心'],
];
const EXCLUSIONS = ['job', '招聘', 'ad', '廣告', 'giveaway', '抽獎', 'sponsored', '贊助', 'bot'];
const MEDIUMS = ['Facebook', 'Instagram', 'Social', 'Forum', 'News', 'Blog', 'Video', 'Telegram'];
const SITES = ['LIHKG', 'HKGolden', 'Reddit', 'Facebook', 'Instagram', 'RTHK', 'HK01', 'Mastodon', 'YouTube', 'Telegram'];

const brand = zipf(BRANDS, 0.8);
const place = zipf(PLACES);
const topic = zipf(TOPICS);
const enWord = zipf(EN_WORDS, 1.05);
const cantoWord = zipf(CANTO_WORDS, 1.05);

// ---- posts: English, Cantonese or Simplified Chinese (both with English names mixed in), 40–150 words, a title,
// 0–3 entity mentions, punctuation, capitals at sentence starts, sometimes emoji (some with a variation selector or
// a skin tone) and hashtags.
const EMOJI = ['😂', '👍', '❤️', '🙏', '😡', '🔥', '👍🏽', '😭', '🤔', '✨', '💸', '🚇'];
const EN_END = ['.', '.', '.', '!', '?', '...', '!!'];
const ZH_PUNCT = ['，', '，', '。', '！', '？', '、', ' '];
const capital = (w) => w[0].toUpperCase() + w.slice(1);

function post(i) {
  const roll = random();
  const lang = roll < 0.45 ? 'en' : roll < 0.85 ? 'zh-HK' : 'zh-CN';
  const chinese = lang !== 'en';
  const script = (w) => (lang === 'zh-CN' && !/[a-z]/i.test(w) ? foldText(w) : w);
  const mention = (names) => script(chinese && names.length > 1 && random() < 0.75 ? names[1] : names[0]);
  const mentions = [];
  for (let k = int(3); k > 0; k--) mentions.push(mention(brand()));
  if (random() < 0.4) mentions.push(mention(topic()));
  if (random() < 0.2) mentions.push(mention(place()));
  const emoji = random() < 0.35;
  const words = (n, withMentions) => {
    const list = Array.from({ length: n }, () => (chinese ? script(cantoWord()) : enWord()));
    if (withMentions) for (const m of mentions) list.splice(int(list.length + 1), 0, !chinese && random() < 0.1 ? `#${m.replace(/ /g, '')}` : m);
    if (emoji) for (let k = 1 + int(3); k > 0; k--) list.splice(int(list.length + 1), 0, pick(EMOJI));
    if (!chinese) {
      // Sentences of 5–14 words, capitalised, ending in punctuation, with a comma now and then.
      let sentenceStart = true;
      return list
        .map((w, k) => {
          const word = sentenceStart ? capital(w) : w;
          sentenceStart = random() < 0.1 || k === list.length - 1;
          return sentenceStart ? `${word}${pick(EN_END)}` : random() < 0.06 ? `${word},` : word;
        })
        .join(' ');
    }
    // Chinese runs together, with punctuation now and then and spaces around Latin words.
    return list.map((w) => (/[a-z]/i.test(w) ? ` ${w} ` : random() < 0.1 ? `${w}${pick(ZH_PUNCT)}` : w)).join('');
  };
  return {
    title: words(4 + int(8), random() < 0.5),
    body: words(40 + int(111), true),
    author: random() < 0.5 ? `user${int(5000)}` : chinese ? script(`${pick(HAN_CHARS)}${pick(HAN_CHARS)}${pick(HAN_CHARS)}`) : `${capital(pick(SYLLABLES))} ${capital(pick(SYLLABLES))}`,
    site: pick(SITES),
    medium: pick(MEDIUMS),
    lang,
    postedAt: 1_790_000_000_000 + i * 1000,
  };
}

// ---- feeds: guided queries of 1–3 groups (a brand; often a topic; sometimes a place), some exclusions, some NEAR.
function aliases(names) {
  const chosen = names.filter(() => random() < 0.8);
  return (chosen.length > 0 ? chosen : [names[0]]).map((n) => [n]);
}
function feed(id) {
  const b = brand();
  const groups = [{ in: aliases(b), ex: [] }];
  const t = random() < 0.6 ? topic() : null;
  if (t) groups.push({ in: aliases(t), ex: [] });
  if (random() < 0.3) groups.push({ in: aliases(place()), ex: [] });
  if (random() < 0.3) groups[0].ex = Array.from({ length: 1 + int(2) }, () => [pick(EXCLUSIONS)]);
  let query = guidedToQuery(groups);
  if (t && random() < 0.2) query = `${query} AND ("${pick(b)}" NEAR/5 "${pick(t)}")`;
  return {
    id,
    query,
    mediums: random() < 0.3 ? MEDIUMS.filter(() => random() < 0.5) : null,
    lang: random() < 0.2 ? pick(['en', 'zh-HK', 'zh-CN']) : null,
    from: null,
    to: random() < 0.1 ? 1_790_000_000_000 + int(POSTS) * 1000 : null,
  };
}

const stream = Array.from({ length: POSTS }, (_, i) => post(i));
const feedsAll = Array.from({ length: Math.max(...FEED_COUNTS) }, (_, i) => feed(i + 1));

/** Verifying every feed: filters (mediums as bits, as the presearcher keeps them), then the compiled query, on one document object per post. */
const mediumBit = (medium) => 1 << MEDIUMS.indexOf(medium);
function naiveMatcher(feeds) {
  const compiled = feeds.map((f) => {
    const parsed = parseQuery(f.query);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return { ...f, matcher: compileQuery(parsed.ast), mediums: f.mediums && f.mediums.reduce((bits, m) => bits | mediumBit(m), 0) };
  });
  return (p) => {
    const doc = { title: p.title, body: p.body, author: p.author, site: p.site };
    const medium = mediumBit(p.medium);
    const ids = [];
    for (const f of compiled) {
      const inFilters =
        (f.mediums === null || (f.mediums & medium) !== 0) &&
        (f.lang === null || f.lang === p.lang) &&
        (f.from === null || p.postedAt >= f.from) &&
        (f.to === null || p.postedAt <= f.to);
      if (inFilters && f.matcher.matches(doc)) ids.push(f.id);
    }
    return ids;
  };
}

/**
 * Posts per second of `run` over the posts in CPU time of the process, the best of PASSES passes (each on fresh
 * post objects, so no per-document cache carries over), after a warm-up pass over the first 100.
 */
function throughput(posts, run) {
  posts.slice(0, 100).forEach((p) => run({ ...p }));
  let best = 0;
  let matched = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    const fresh = posts.map((p) => ({ ...p }));
    const start = process.cpuUsage();
    matched = 0;
    for (const p of fresh) matched += run(p).length;
    const used = process.cpuUsage(start);
    best = Math.max(best, posts.length / ((used.user + used.system) / 1e6));
  }
  return { perSecond: best, matched };
}

// Document frequencies of keys over a sample of the stream, for the presearcher variant that is fed them.
const SAMPLE = stream.slice(0, 1000);
const frequency = new Map();
for (const p of SAMPLE) for (const key of documentTokens({ title: p.title, body: p.body, author: p.author, site: p.site })) frequency.set(key, (frequency.get(key) ?? 0) + 1);
const sampledCommonness = (key) => ((frequency.get(key) ?? 0) + 0.5) / SAMPLE.length;

console.log(`Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB`);
const share = (lang) => Math.round((100 * stream.filter((p) => p.lang === lang).length) / POSTS);
console.log(
  `${POSTS} posts (presearcher), ${NAIVE_POSTS} posts (naive), mean body ${Math.round(stream.reduce((n, p) => n + p.body.length, 0) / POSTS)} characters, ` +
    `${share('en')}% English, ${share('zh-HK')}% Cantonese, ${share('zh-CN')}% Simplified Chinese, best of ${PASSES} passes\n`,
);

const indexOnly = throughput(stream, (p) => [indexDocument({ title: p.title, body: p.body, author: p.author, site: p.site })]);
console.log(`fold, tokenise and index a post only (indexDocument): ${Math.round(indexOnly.perSecond)} posts/s\n`);

console.log('| feeds | key choice | presearcher posts/s | naive posts/s | ratio | candidates per post | matches per post |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
for (const count of FEED_COUNTS) {
  const feeds = feedsAll.slice(0, count);
  const naive = throughput(stream.slice(0, NAIVE_POSTS), naiveMatcher(feeds));
  for (const [label, commonness] of [
    ['static', undefined],
    ['sampled frequencies', sampledCommonness],
  ]) {
    const matcher = new FeedMatcher(commonness);
    feeds.forEach((f) => matcher.add(f));
    // Same answers as naive on the prefix both see, or the figures mean nothing.
    const check = naiveMatcher(feeds);
    for (const p of stream.slice(0, NAIVE_POSTS)) {
      if (matcher.match(p).join() !== check(p).sort((a, b) => a - b).join()) throw new Error(`Presearcher and naive disagree on ${JSON.stringify(p)}`);
    }
    const presearch = throughput(stream, (p) => matcher.match(p));
    const candidates = stream.reduce((n, p) => n + matcher.candidateCount(p), 0) / POSTS;
    console.log(
      `| ${count} | ${label} | ${Math.round(presearch.perSecond)} | ${Math.round(naive.perSecond)} | ${(presearch.perSecond / naive.perSecond).toFixed(0)}× | ${candidates.toFixed(1)} | ${(presearch.matched / POSTS).toFixed(2)} |`,
    );
  }
}
