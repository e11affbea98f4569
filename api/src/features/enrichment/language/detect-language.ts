import { chineseVariant } from './chinese-variant.js';
import { normaliseDeclared, writtenInLatin } from './declared-tag.js';

/** Links, e-mail addresses and @handles say nothing about the language a post is written in. */
const NOT_PROSE = /(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|@[\w.]+/giu;

const LETTER =
  /(\p{Script=Han})|(の)|(\p{Script=Hiragana})|([\p{Script=Katakana}\p{Script=Hangul}])|(\p{Script=Latin})|(\p{L})/gu;

/**
 * A Han, kana or Hangul character carries about as much text as three Latin letters (an English word averages
 * five letters, a Chinese word under two characters), so mixed posts are weighed by this much.
 */
const SYLLABIC_WEIGHT = 3;
/** Below this weight of letters (two Chinese characters, a six-letter word) the text alone decides nothing. */
const CLEAR_TEXT = 6;

interface ScriptWeights {
  han: number;
  latin: number;
  other: number;
}

function scriptWeights(text: string): ScriptWeights {
  let han = 0;
  let hiragana = 0;
  let kana = 0;
  let latin = 0;
  let other = 0;
  LETTER.lastIndex = 0;
  for (let m = LETTER.exec(text); m !== null; m = LETTER.exec(text)) {
    if (m[1] !== undefined) han += 1;
    else if (m[2] !== undefined) kana += 1;
    else if (m[3] !== undefined) {
      hiragana += 1;
      kana += 1;
    } else if (m[4] !== undefined) kana += 1;
    else if (m[5] !== undefined) latin += 1;
    else other += 1;
  }
  // Japanese writes its grammar in hiragana between Han characters. Chinese posts borrow katakana brand names and
  // の (for 的) but hardly any other hiragana, so only that makes Han text Japanese.
  const japanese = hiragana > 0 && kana * 20 >= han;
  return {
    han: japanese ? 0 : han * SYLLABIC_WEIGHT,
    latin,
    other: other + (kana + (japanese ? han : 0)) * SYLLABIC_WEIGHT,
  };
}

/**
 * The language of a post: 'zh-HK', 'zh-CN', 'en', or another language's primary subtag, 'und' when unknown.
 * `declared` is the source's BCP 47 tag, if any. The text decides when it is clear, since sources often declare
 * wrongly (Mastodon declares 'en' by default); the declaration decides short or letterless texts (links, emoji).
 *
 * - Mostly Han: Chinese, told apart by chineseVariant; Chinese that shows neither variant follows a Chinese
 *   declaration and is otherwise 'zh-HK', the product's home language.
 * - Mostly Latin: 'en', unless another Latin-script language is declared (the text cannot tell French from English).
 * - Other scripts: the declared language unless the declaration is English or Chinese, which the text contradicts.
 */
export function detectLanguage(text: string, declared: string | null): string {
  const stated = normaliseDeclared(declared);
  const prose = text.normalize('NFKC').replace(NOT_PROSE, ' ');
  const weights = scriptWeights(prose);
  const total = weights.han + weights.latin + weights.other;
  if (total < CLEAR_TEXT && stated !== null) return productLanguage(stated) ?? stated;
  if (total === 0) return 'und';
  if (weights.han >= weights.latin && weights.han >= weights.other) {
    return chineseVariant(prose) ?? (stated === 'zh-CN' ? 'zh-CN' : 'zh-HK');
  }
  if (weights.latin >= weights.other) {
    return stated !== null && stated !== 'en' && writtenInLatin(stated) ? stated : 'en';
  }
  return stated === null || productLanguage(stated) !== null ? 'und' : stated;
}

/** The declaration as one of the product's languages; Chinese of no stated script is taken as Hong Kong's. */
function productLanguage(stated: string | null): string | null {
  if (stated === 'zh') return 'zh-HK';
  return stated === 'en' || stated === 'zh-HK' || stated === 'zh-CN' ? stated : null;
}
