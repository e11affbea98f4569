/** A count with its noun in English singular or plural: countOf(1, 'feed') → '1 feed', countOf(3, 'feed') → '3 feeds'. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
