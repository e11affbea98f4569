export { QUERY_FIELDS, type QueryField, type QueryNode, type TermNode, type PhraseNode, type AndNode, type OrNode, type NotNode, type NearNode, type FieldNode } from './ast.js';
export { foldText } from './fold.js';
export { KEYWORD_CHAR_ERROR, keywordError, normaliseGuided, countIncludeKeywords, hasKeywords } from './keywords.js';
export { guidedToQuery } from './guided.js';
export { parseQuery, MAX_QUERY_LENGTH, MAX_QUERY_DEPTH, MAX_NEAR_DISTANCE, type QueryParseError, type ParseResult } from './parse.js';
export { printQuery } from './print.js';
export { compileQuery, type CompiledQuery, type MatchDocument } from './match.js';
export { queryTerms } from './query-terms.js';
export { requiredTermSets, documentTokens } from './presearch.js';
