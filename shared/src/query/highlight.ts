export interface TextSegment {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` into plain and matched parts, case-insensitively, for highlighting as React nodes (the
 * text itself is never parsed as HTML). Longer terms win where terms overlap.
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const wanted = [...new Set(terms.map((t) => t.trim()).filter((t) => t !== ''))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${wanted.map(escapeRegExp).join('|')})`, 'giu');
  // With one capturing group, split puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((segment) => segment.text !== '');
}
