/** One CSV record: its fields and the physical line it starts on (a quoted field may span several lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Why the record is malformed; its fields are then best effort and should not be used. */
  error?: string;
}

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted' | 'crAfterQuote';

/**
 * RFC 4180 CSV reader fed text in chunks of any size: quoted fields may hold commas, line breaks and doubled quotes;
 * records end with LF or CRLF; a UTF-8 byte order mark at the very start is skipped. Text inside quotes is kept
 * verbatim. A stray quote is reported as an error for its record rather than guessed at, so no data is silently
 * changed; the reader carries on with the next record.
 */
export class CsvReader {
  private state: State = 'fieldStart';
  private field = '';
  private fields: string[] = [];
  private error: string | undefined;
  private line = 1;
  private recordLine = 1;
  private started = false;

  /** Records completed by this chunk. */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let text = chunk;
    if (!this.started && text !== '') {
      this.started = true;
      if (text.startsWith('\ufeff')) text = text.slice(1);
    }
    for (const c of text) {
      this.step(c, out);
      if (c === '\n') this.line += 1;
    }
    return out;
  }

  /** The last record when the text does not end with a line break. */
  end(): CsvRecord[] {
    if (this.state === 'fieldStart' && this.fields.length === 0) return [];
    if (this.state === 'quoted') this.fail('a quoted field is not closed before the end of the file');
    if (this.state === 'crAfterQuote') this.field += '\r';
    const out: CsvRecord[] = [];
    this.finishRecord(out);
    return out;
  }

  private step(c: string, out: CsvRecord[]): void {
    switch (this.state) {
      case 'fieldStart':
        if (c === '"') this.state = 'quoted';
        else if (c === ',') this.fields.push('');
        else if (c === '\n') this.finishRecord(out);
        else {
          this.field = c;
          this.state = 'unquoted';
        }
        return;
      case 'unquoted':
        if (c === ',') this.finishField();
        else if (c === '\n') this.finishRecord(out);
        else {
          if (c === '"') this.fail('a quote inside an unquoted field; quote the whole field and double its quotes ("")');
          this.field += c;
        }
        return;
      case 'quoted':
        if (c === '"') this.state = 'quoteInQuoted';
        else this.field += c;
        return;
      case 'quoteInQuoted':
        if (c === '"') {
          this.field += '"';
          this.state = 'quoted';
        } else if (c === ',') this.finishField();
        else if (c === '\n') this.finishRecord(out);
        else if (c === '\r') this.state = 'crAfterQuote';
        else this.strayAfterQuote(c);
        return;
      case 'crAfterQuote':
        if (c === '\n') this.finishRecord(out);
        else this.strayAfterQuote(`\r${c}`);
        return;
    }
  }

  private strayAfterQuote(text: string): void {
    this.fail('text after the closing quote of a field; double quotes inside a quoted field ("")');
    this.field += text;
    this.state = 'unquoted';
  }

  private fail(message: string): void {
    this.error ??= message;
  }

  private finishField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.state = 'fieldStart';
  }

  private finishRecord(out: CsvRecord[]): void {
    // The CR of a CRLF ending is read as part of an unquoted last field.
    if (this.state === 'unquoted' && this.field.endsWith('\r')) this.field = this.field.slice(0, -1);
    this.fields.push(this.field);
    const record: CsvRecord = { line: this.recordLine, fields: this.fields };
    if (this.error !== undefined) record.error = this.error;
    out.push(record);
    this.field = '';
    this.fields = [];
    this.error = undefined;
    this.state = 'fieldStart';
    // Called while the record's closing '\n' is current, so the next record starts on the following line.
    this.recordLine = this.line + 1;
  }
}

/** The records of CSV text arriving in chunks. */
export async function* readCsvRecords(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  const reader = new CsvReader();
  for await (const chunk of chunks) yield* reader.push(chunk);
  yield* reader.end();
}
