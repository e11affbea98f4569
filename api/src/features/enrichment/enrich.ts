import type { CollectedPost } from '../collection/collected-post.js';
import { industryLabel } from './industry/industry-label.js';
import { detectLanguage } from './language/detect-language.js';
import { scoreSentiment } from './sentiment/index.js';
import { termSurfaces } from './terms/term-surfaces.js';
import { wordCloudTerms } from './terms/word-cloud-terms.js';

/** What enrichment adds to a collected post before it is stored. */
export interface PostEnrichment {
  /** 'zh-HK', 'en', 'zh-CN', another language's primary subtag, or 'und'. */
  lang: string;
  /** Word-cloud terms, folded like query matching, at most 50. */
  terms: string[];
  /** How each term is written in the post (its Traditional form where the post has one), in the order of terms. */
  displays: string[];
  sentiment: 1 | 0 | -1;
  /** ind_labels id. */
  labelId: number;
}

/** Language, word-cloud terms (with how the post writes them), sentiment and industry label of a post, from its title and message. */
export function enrichPost(
  post: Pick<CollectedPost, 'threadTitle' | 'message' | 'lang'>,
  options: { sourceLabelId: number | null },
): PostEnrichment {
  const text = `${post.threadTitle}\n${post.message}`;
  const lang = detectLanguage(text, post.lang);
  const terms = wordCloudTerms(post.threadTitle, post.message, lang);
  return {
    lang,
    terms,
    displays: termSurfaces(text, terms),
    sentiment: scoreSentiment(text, lang),
    labelId: industryLabel(post.threadTitle, post.message, options.sourceLabelId),
  };
}
