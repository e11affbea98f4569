import { isPositional, QUERY_FIELDS, type QueryField, type QueryNode } from './ast.js';

export const MAX_QUERY_LENGTH = 4000;
/** Parentheses and NOTs nested deeper than this are refused, so parsing and matching never exhaust the stack. */
export const MAX_QUERY_DEPTH = 64;
export const MAX_NEAR_DISTANCE = 100;

/** `position` is a 0-based index into the query string (UTF-16 code units, as an input's selectionStart counts). */
export interface QueryParseError {
  position: number;
  expected: string;
  message: string;
}

export type ParseResult = { ok: true; ast: QueryNode } | { ok: false; error: QueryParseError };

type Lexeme =
  | { kind: 'word' | 'phrase'; value: string; pos: number; end: number }
  | { kind: 'field'; field: QueryField; pos: number; end: number }
  | { kind: 'near'; distance: number; pos: number; end: number }
  | { kind: 'and' | 'or' | 'not' | 'lparen' | 'rparen' | 'end'; pos: number; end: number };

class ParseFailure {
  constructor(
    readonly position: number,
    readonly expected: string,
  ) {}
}

const OPERATORS = { AND: 'and', OR: 'or', NOT: 'not' } as const;
const FIELD_PREFIX = new RegExp(`^(${QUERY_FIELDS.join('|')}):`, 'i');
const NEAR_OPERATOR = /^NEAR\/(\d{1,3})$/;
const WORD_CHAR = /[^\s()"]/y;
const NEAR_EXPECTED = `a distance from 0 to ${MAX_NEAR_DISTANCE} after NEAR, like NEAR/3`;

/**
 * The advanced boolean query. Operators are AND, OR, NOT and NEAR/n, recognised only in upper case (a lower-case
 * 'and' is a keyword). NOT binds tightest of the boolean operators, then AND, then OR; keywords written side by
 * side with no operator are joined by AND, as the leading listening tools do. NEAR/n (at most n words between the
 * two sides, in either order; NEAR/0 is adjacent) binds tighter than NOT and takes keywords, phrases, fields or
 * alternatives joined by OR. `title:`, `author:` and `site:` (in any case) take a keyword or a quoted phrase
 * written right after the colon. Inside quotes a backslash escapes the next character (\" and \\).
 */
export function parseQuery(text: string): ParseResult {
  if (text.trim() === '') return { ok: false, error: { position: 0, expected: 'a keyword', message: 'Expected a keyword' } };
  try {
    if (text.length > MAX_QUERY_LENGTH) {
      throw new ParseFailure(MAX_QUERY_LENGTH, `a query of at most ${MAX_QUERY_LENGTH} characters`);
    }
    return { ok: true, ast: new Parser(lex(text)).parseQuery() };
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    const { position, expected } = e;
    return { ok: false, error: { position, expected, message: `Expected ${expected} at position ${position}` } };
  }
}

function lex(text: string): Lexeme[] {
  const out: Lexeme[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      out.push({ kind: c === '(' ? 'lparen' : 'rparen', pos: i, end: i + 1 });
      i++;
    } else if (c === '"') {
      const phrase = lexPhrase(text, i);
      out.push(phrase);
      i = phrase.end;
    } else {
      let end = i;
      WORD_CHAR.lastIndex = i;
      while (WORD_CHAR.test(text)) end = WORD_CHAR.lastIndex;
      out.push(...lexWord(text.slice(i, end), i));
      i = end;
    }
  }
  out.push({ kind: 'end', pos: text.length, end: text.length });
  return out;
}

function lexPhrase(text: string, start: number): Lexeme {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      if (value.trim() === '') throw new ParseFailure(start, 'a keyword inside the quotes');
      return { kind: 'phrase', value, pos: start, end: i + 1 };
    }
    if (c === '\\' && i + 1 < text.length) i++;
    value += text[i];
  }
  throw new ParseFailure(text.length, `a closing '"'`);
}

function lexWord(word: string, pos: number): Lexeme[] {
  const end = pos + word.length;
  const operator = OPERATORS[word as keyof typeof OPERATORS];
  if (operator) return [{ kind: operator, pos, end }];
  if (word === 'NEAR' || word.startsWith('NEAR/')) {
    const distance = Number(NEAR_OPERATOR.exec(word)?.[1] ?? -1);
    if (distance < 0 || distance > MAX_NEAR_DISTANCE) throw new ParseFailure(pos, NEAR_EXPECTED);
    return [{ kind: 'near', distance, pos, end }];
  }
  const prefix = FIELD_PREFIX.exec(word);
  if (!prefix) return [{ kind: 'word', value: word, pos, end }];
  const field = (prefix[1] as string).toLowerCase() as QueryField;
  const fieldEnd = pos + prefix[0].length;
  const rest = word.slice(prefix[0].length);
  // What follows the colon is the keyword even when it spells an operator (title:AND).
  return [{ kind: 'field', field, pos, end: fieldEnd }, ...(rest ? [{ kind: 'word' as const, value: rest, pos: fieldEnd, end }] : [])];
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly lexemes: Lexeme[]) {}

  parseQuery(): QueryNode {
    const node = this.parseOr();
    const next = this.peek();
    if (next.kind === 'rparen') throw new ParseFailure(next.pos, "a matching '(' for this ')'");
    return node;
  }

  private peek(): Lexeme {
    return this.lexemes[this.index] as Lexeme;
  }

  private next(): Lexeme {
    const lexeme = this.peek();
    if (lexeme.kind !== 'end') this.index++;
    return lexeme;
  }

  private enter(at: Lexeme): void {
    if (++this.depth > MAX_QUERY_DEPTH) throw new ParseFailure(at.pos, `at most ${MAX_QUERY_DEPTH} levels of parentheses and NOT`);
  }

  private parseOr(): QueryNode {
    const children = [this.parseAnd()];
    while (this.peek().kind === 'or') {
      this.next();
      children.push(this.parseAnd());
    }
    return joined('or', children);
  }

  private parseAnd(): QueryNode {
    const children = [this.parseUnary()];
    for (;;) {
      const kind = this.peek().kind;
      if (kind === 'and') this.next();
      else if (kind === 'or' || kind === 'rparen' || kind === 'end') break;
      children.push(this.parseUnary());
    }
    return joined('and', children);
  }

  private parseUnary(): QueryNode {
    const lexeme = this.peek();
    if (lexeme.kind !== 'not') return this.parseNear();
    this.next();
    this.enter(lexeme);
    const child = this.parseUnary();
    this.depth--;
    return { type: 'not', child };
  }

  private parseNear(): QueryNode {
    const first = this.peek();
    let left = this.parsePrimary();
    if (this.peek().kind === 'near') assertNearOperand(left, first);
    for (let op = this.peek(); op.kind === 'near'; op = this.peek()) {
      this.next();
      const start = this.peek();
      const right = this.parsePrimary();
      assertNearOperand(right, start);
      left = { type: 'near', distance: op.distance, left, right };
    }
    return left;
  }

  private parsePrimary(): QueryNode {
    const lexeme = this.next();
    switch (lexeme.kind) {
      case 'word':
        return { type: 'term', value: lexeme.value };
      case 'phrase':
        return { type: 'phrase', value: lexeme.value };
      case 'field': {
        const value = this.peek();
        if ((value.kind !== 'word' && value.kind !== 'phrase') || value.pos !== lexeme.end) {
          throw new ParseFailure(lexeme.end, `a keyword or a quoted phrase right after ${lexeme.field}:`);
        }
        this.next();
        return { type: 'field', field: lexeme.field, child: { type: value.kind === 'word' ? 'term' : 'phrase', value: value.value } };
      }
      case 'lparen': {
        this.enter(lexeme);
        const inner = this.parseOr();
        const close = this.next();
        if (close.kind !== 'rparen') throw new ParseFailure(close.pos, "a closing ')'");
        this.depth--;
        return inner;
      }
      default:
        throw new ParseFailure(lexeme.pos, 'a keyword');
    }
  }
}

function assertNearOperand(node: QueryNode, start: Lexeme): void {
  if (!isPositional(node)) throw new ParseFailure(start.pos, 'keywords, phrases or alternatives joined by OR beside NEAR');
}

/** An n-ary AND/OR with nested nodes of the same kind merged into it, or the only child itself. */
function joined(type: 'and' | 'or', children: QueryNode[]): QueryNode {
  if (children.length === 1) return children[0] as QueryNode;
  return { type, children: children.flatMap((c) => (c.type === type ? c.children : [c])) };
}
