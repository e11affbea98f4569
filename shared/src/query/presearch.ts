import type { QueryNode } from './ast.js';
import { documentIndex, type DocumentIndex, type MatchDocument } from './document-index.js';
import { compileTerm, termKeys } from './term.js';
import { joinedCjk, REPEATED, tokenHash, tokenise } from './tokenise.js';

/**
 * What a presearcher needs of a query: clauses that must all hold for the query to possibly match, each a set of
 * keys of which the document must contain at least one. Keys are folded tokens (CJK written together as pairs of
 * neighbouring characters), to be looked up in documentTokens(doc): for (a OR b) AND c it is [['a','b'],['c']],
 * for 港鐵 [['港铁']]. [] when nothing is required (e.g. a query of NOT only): such a query must be checked
 * against every document. An empty clause means the query can never match (its every keyword lacks letters,
 * digits and CJK characters).
 */
export function requiredTermSets(ast: QueryNode): string[][] {
  const clauses = required(ast);
  if (clauses.some((c) => c.length === 0)) return [[]];
  const seen = new Set<string>();
  return clauses.filter((c) => {
    const key = JSON.stringify([...c].sort());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function required(node: QueryNode): string[][] {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return termClauses(node.value);
    case 'field':
      return termClauses(node.child.value);
    case 'and':
      return node.children.flatMap(required);
    case 'near':
      return [...required(node.left), ...required(node.right)];
    case 'not':
      return [];
    case 'or': {
      const keys = new Set<string>();
      for (const child of node.children) {
        const clauses = required(child);
        if (clauses.length === 0) return [];
        // A child that can never match adds nothing; of the others, one clause each suffices.
        if (clauses.some((c) => c.length === 0)) continue;
        for (const key of mostSelective(clauses)) keys.add(key);
      }
      return [[...keys]];
    }
  }
}

function termClauses(value: string): string[][] {
  const keys = termKeys(compileTerm(value));
  return keys.length === 0 ? [[]] : keys.map((k) => [k]);
}

/** The clause with the fewest keys, then the longest shortest key: longer keys are rarer in posts. */
function mostSelective(clauses: string[][]): string[] {
  const score = (c: string[]) => [c.length, -Math.min(...c.map((k) => k.length))] as const;
  return clauses.reduce((best, c) => {
    const [n, l] = score(c);
    const [bn, bl] = score(best);
    return n < bn || (n === bn && l < bl) ? c : best;
  });
}

/** The presearch keys of a document (every field), to look up the keys of requiredTermSets in. */
export function documentTokens(doc: MatchDocument): Set<string> {
  const { tokens, flags } = documentIndex(doc);
  const keys = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    keys.add(tokens[i] as string);
    if (joinedCjk(flags, i)) keys.add(`${tokens[i - 1]}${tokens[i]}`);
  }
  return keys;
}

interface Group<T> {
  values: Set<T>;
  /** The lookup that last found the group, so a lookup lists it once. */
  seen: number;
}

/**
 * Values (a presearcher's stored queries) filed under presearch keys, found by the keys a document holds
 * (documentTokens) without building those keys: a pair of CJK characters is looked up through its first
 * character, so the document's tokens are looked up as they are.
 */
export class PresearchIndex<T> {
  /**
   * How many filed keys fall in each slot of the key hashes (hash & FILTER_MASK), stuck at 255 once there: a
   * counting Bloom filter with one hash. A token whose slot counts 0 is no key, which spares most of a document's
   * tokens the map lookups, since feeds are filed under rare keys.
   */
  private readonly filter = new Uint8Array(FILTER_SIZE);
  private readonly keysOf = new Map<T, readonly string[]>();
  private readonly byToken = new Map<string, Group<T>>();
  /** Pair keys by their first character, then their second. */
  private readonly byPair = new Map<string, Map<string, Group<T>>>();
  private lookups = 0;

  /** Files the value under the keys (replacing the keys it was filed under); a document holding any of them finds it. */
  add(value: T, keys: readonly string[]): void {
    this.remove(value);
    this.keysOf.set(value, keys);
    for (const key of keys) {
      const pair = pairOf(key);
      let groups = this.byToken;
      if (pair) {
        groups = this.byPair.get(pair[0]) ?? new Map();
        this.byPair.set(pair[0], groups);
      }
      const name = pair ? pair[1] : key;
      let group = groups.get(name);
      if (!group) groups.set(name, (group = { values: new Set(), seen: 0 }));
      group.values.add(value);
      const f = keyFilterSlot(key, pair);
      if ((this.filter[f] as number) < 255) this.filter[f] = (this.filter[f] as number) + 1;
    }
  }

  remove(value: T): void {
    const keys = this.keysOf.get(value);
    if (!keys) return;
    this.keysOf.delete(value);
    for (const key of keys) {
      const pair = pairOf(key);
      const groups = pair ? this.byPair.get(pair[0]) : this.byToken;
      const name = pair ? pair[1] : key;
      const group = groups?.get(name);
      if (!groups || !group) continue;
      group.values.delete(value);
      const f = keyFilterSlot(key, pair);
      if ((this.filter[f] as number) < 255) this.filter[f] = (this.filter[f] as number) - 1;
      if (group.values.size > 0) continue;
      groups.delete(name);
      if (pair && groups.size === 0) this.byPair.delete(pair[0]);
    }
  }

  /**
   * The values filed under each key the indexed document holds (see indexDocument), a set per key: a value filed
   * under several keys the document holds is in several sets, which the caller merges (a presearcher keeps a mark
   * in its own records, cheaper than a set of the candidates).
   */
  find(index: DocumentIndex): ReadonlySet<T>[] {
    const lookup = ++this.lookups;
    const found: ReadonlySet<T>[] = [];
    const { tokens, flags, hashes } = index;
    const filter = this.filter;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i] as string;
      const hash = hashes[i] as number;
      const group = (flags[i] as number) & REPEATED || filter[hash & FILTER_MASK] === 0 ? undefined : this.byToken.get(token);
      if (group !== undefined && group.seen !== lookup) {
        group.seen = lookup;
        found.push(group.values);
      }
      if (joinedCjk(flags, i) && filter[pairHash(hashes[i - 1] as number, hash) & FILTER_MASK] !== 0) {
        const pair = this.byPair.get(tokens[i - 1] as string)?.get(token);
        if (pair !== undefined && pair.seen !== lookup) {
          pair.seen = lookup;
          found.push(pair.values);
        }
      }
    }
    return found;
  }
}

const FILTER_SIZE = 1 << 18;
const FILTER_MASK = FILTER_SIZE - 1;

function pairHash(first: number, second: number): number {
  return Math.imul(first, 0x5bd1e995) ^ second;
}

function keyFilterSlot(key: string, pair: [string, string] | null): number {
  return (pair ? pairHash(tokenHash(pair[0]), tokenHash(pair[1])) : tokenHash(key)) & FILTER_MASK;
}

/** The two characters of a pair key (CJK characters written together), or null for a key of one token. */
function pairOf(key: string): [string, string] | null {
  const { tokens, flags } = tokenise(key);
  return tokens.length === 2 && joinedCjk(flags, 1) ? [tokens[0] as string, tokens[1] as string] : null;
}
