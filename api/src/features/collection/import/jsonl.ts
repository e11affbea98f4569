/** One line of a JSON-lines file: its parsed value, or why it could not be parsed. */
export type JsonLine = { line: number; value: unknown } | { line: number; error: string };

/** The lines of text arriving in chunks, numbered from 1, without their LF or CRLF endings or a leading BOM. */
export async function* readLines(chunks: AsyncIterable<string>): AsyncGenerator<{ line: number; text: string }> {
  let rest = '';
  let line = 0;
  let first = true;
  for await (const chunk of chunks) {
    rest += first && chunk.startsWith('\ufeff') ? chunk.slice(1) : chunk;
    if (chunk !== '') first = false;
    let newline = rest.indexOf('\n');
    let start = 0;
    while (newline !== -1) {
      line += 1;
      yield { line, text: stripCr(rest.slice(start, newline)) };
      start = newline + 1;
      newline = rest.indexOf('\n', start);
    }
    rest = rest.slice(start);
  }
  if (rest !== '') yield { line: line + 1, text: stripCr(rest) };
}

const stripCr = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);

/** One JSON value per line; blank lines are skipped, a line that is not JSON is reported with its number. */
export async function* readJsonLines(chunks: AsyncIterable<string>): AsyncGenerator<JsonLine> {
  for await (const { line, text } of readLines(chunks)) {
    if (text.trim() === '') continue;
    try {
      yield { line, value: JSON.parse(text) as unknown };
    } catch (err) {
      yield { line, error: `not valid JSON (${(err as Error).message})` };
    }
  }
}
