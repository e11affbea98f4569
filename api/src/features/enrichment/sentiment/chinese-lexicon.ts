/** A term of the Chinese lexicon, in folded (Simplified, lower-case) form, with a valence of -5..5. */
export type LexiconEntry = readonly [term: string, valence: number];

export interface LexiconScore {
  /** Sum of positive valences after negation. */
  positive: number;
  /** Sum of negative valences after negation, as a positive number. */
  negative: number;
}

// Negators of Cantonese and Mandarin, folded; not 非, which is mostly 非常 ("very"). A negator directly
// before a lexicon hit, or one character before it (唔係好), flips it.
const NEGATORS = new Set(['唔', '不', '冇', '没', '未', '无', '别', '咪', '勿']);
const NEGATION_REACH = 2;

/**
 * Greedy longest-match lexicon scorer over folded Chinese text, with negation. Terms that begin with a
 * negator (不好, 唔抵) already carry it, so they are not flipped again.
 */
export class ChineseLexicon {
  private readonly valence = new Map<string, number>();
  // Every proper prefix of a term, so a match stops growing as soon as no term can continue it.
  private readonly prefixes = new Set<string>();

  constructor(entries: readonly LexiconEntry[]) {
    for (const [term, value] of entries) {
      this.valence.set(term, value);
      for (let length = 1; length < term.length; length += 1) this.prefixes.add(term.slice(0, length));
    }
  }

  /** `folded` must come from foldText. */
  score(folded: string): LexiconScore {
    let positive = 0;
    let negative = 0;
    let i = 0;
    while (i < folded.length) {
      const hit = this.match(folded, i);
      if (!hit) {
        i += 1;
        continue;
      }
      const [term, value] = hit;
      const negated = !NEGATORS.has(term[0] as string) && this.negatedAt(folded, i);
      const signed = negated ? -value : value;
      if (signed > 0) positive += signed;
      else negative -= signed;
      i += term.length;
    }
    return { positive, negative };
  }

  private match(text: string, at: number): LexiconEntry | undefined {
    let found: LexiconEntry | undefined;
    for (let end = at + 1; end <= text.length; end += 1) {
      const candidate = text.slice(at, end);
      const value = this.valence.get(candidate);
      if (value !== undefined) found = [candidate, value];
      if (!this.prefixes.has(candidate)) break;
    }
    return found;
  }

  private negatedAt(text: string, at: number): boolean {
    for (let back = 1; back <= NEGATION_REACH && at - back >= 0; back += 1) {
      if (NEGATORS.has(text[at - back] as string)) return true;
    }
    return false;
  }
}
