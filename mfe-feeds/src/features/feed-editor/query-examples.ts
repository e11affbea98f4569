/** The 'See examples' content: what each operator does, and worked combinations for Hong Kong topics. */
export interface OperatorExample {
  operator: string;
  meaning: string;
  example: string;
}

export const OPERATORS: readonly OperatorExample[] = [
  { operator: 'AND', meaning: 'Both terms must appear in the post.', example: '港鐵 AND 延誤' },
  { operator: 'OR', meaning: 'Either term may appear; use it for synonyms and spellings.', example: 'MTR OR 港鐵 OR 地鐵' },
  { operator: 'NOT', meaning: 'Leaves out posts that contain the term.', example: '奶茶 AND NOT 珍珠奶茶' },
  { operator: '( )', meaning: 'Groups terms so they are read together first.', example: '(MTR OR 港鐵) AND (delay OR 延誤)' },
  { operator: '" "', meaning: 'Matches the exact phrase, words in this order.', example: '"milk tea" OR "絲襪奶茶"' },
  { operator: 'NEAR/n', meaning: 'Both terms within n words of each other.', example: 'Cathay NEAR/3 delay' },
  { operator: 'title:', meaning: 'The term must appear in the thread title.', example: 'title:預算案' },
  { operator: 'author:', meaning: 'Posts written by this author.', example: 'author:HK01' },
  { operator: 'site:', meaning: 'Posts from this site only.', example: 'site:lihkg' },
];

export interface CombinationExample {
  title: string;
  query: string;
  explanation: string;
}

export const COMBINATIONS: readonly CombinationExample[] = [
  {
    title: 'A brand with its Cantonese nicknames',
    query: '(麥當勞 OR McDonald OR 麥記 OR M記 OR 老麥) AND NOT (招聘 OR hiring)',
    explanation: 'Catches the formal name, the English name and the slang people use in forums, and leaves out job ads.',
  },
  {
    title: 'A service and its problems',
    query: '(MTR OR 港鐵 OR 地鐵) AND (delay OR 延誤 OR 故障 OR 壞車) AND NOT (Disneyland OR 迪士尼)',
    explanation: 'Two groups joined by AND: the operator in any spelling, and any word for a disruption.',
  },
  {
    title: 'A product launch, discussed on forums',
    query: '("iPhone 17" OR 新iPhone OR 蘋果新機) AND (site:lihkg OR site:hkgolden)',
    explanation: 'Exact phrases for the product, limited to two Hong Kong forums.',
  },
  {
    title: 'A policy announcement in the news',
    query: '(title:財政預算案 OR title:預算案 OR title:"budget speech") AND NOT (Singapore OR 新加坡)',
    explanation: 'Only threads whose title names the budget, leaving out other governments’ budgets.',
  },
  {
    title: 'Complaints close to a brand name',
    query: '(Cathay OR 國泰) NEAR/5 (投訴 OR complain OR 差劣)',
    explanation: 'The complaint word must sit within five words of the airline, so unrelated mentions stay out.',
  },
];
