import type { Rng } from '../../random/seeded-rng.js';
import { FEEL, SLOTS, type Sentiment } from './slots.js';
import type { DemoLang } from './sources.js';
import type { Topic, TopicTexts } from './topics.js';

/** Fills a template's `{slot}` placeholders; `{feel}` carries the post's sentiment. */
export function fill(rng: Rng, template: string, lang: DemoLang, sentiment: Sentiment): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot === 'feel') return rng.pick(FEEL[lang][sentiment]);
    const values = SLOTS[lang][slot] ?? SLOTS['zh-HK'][slot];
    return values ? rng.pick(values) : '';
  });
}

/** A sentiment leaning the topic's way, with every sentiment still possible. */
export function pickSentiment(rng: Rng, mood: number): Sentiment {
  const r = rng.next();
  if (r < 0.3 + 0.3 * mood) return 'positive';
  if (r < 0.6) return 'neutral';
  return 'negative';
}

/** The language of a thread: the site's usual mix, limited to the languages the topic is written in. */
export function pickLang(rng: Rng, topic: Topic, english: number): DemoLang {
  const has = (lang: DemoLang) => topic.texts[lang] !== undefined;
  if (has('zh-CN') && (!has('zh-HK') || rng.chance(0.08))) return 'zh-CN';
  const preferred: DemoLang = rng.chance(english) ? 'en' : 'zh-HK';
  if (has(preferred)) return preferred;
  return has('en') ? 'en' : 'zh-HK';
}

export function textsOf(topic: Topic, lang: DemoLang): TopicTexts {
  return topic.texts[lang]!;
}
