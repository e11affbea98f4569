import { readFileSync } from 'node:fs';
import { foldText } from 'shared/query';

export interface Stopwords {
  english: Set<string>;
  chinese: Set<string>;
}

let loaded: Stopwords | undefined;

/** The stopword lists beside this module, folded like tokens; read on first use. */
export function stopwords(): Stopwords {
  loaded ??= { english: readList('stopwords-en.txt'), chinese: readList('stopwords-zh.txt') };
  return loaded;
}

/** Both lists as one, for queries that leave stopwords out of terms stored before a list grew. */
export function allStopwords(): string[] {
  const { english, chinese } = stopwords();
  return [...english, ...chinese];
}

function readList(file: string): Set<string> {
  const words = readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return new Set(words.map(foldText));
}
