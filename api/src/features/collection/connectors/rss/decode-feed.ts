import { TextDecoder } from 'node:util';

/** Result of decoding a feed's bytes: the text and the encoding it was read with (WHATWG name). */
export interface DecodedFeed {
  text: string;
  encoding: string;
}

function charsetOf(contentType: string | null | undefined): string | null {
  const match = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function bomEncoding(bytes: Buffer): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // No BOM, but '<?' in UTF-16 (XML spec appendix F).
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00) return 'utf-16le';
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f) return 'utf-16be';
  return null;
}

function declaredEncoding(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 1024).toString('latin1');
  const match = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  return match?.[1] ?? null;
}

function decoderFor(label: string, fatal: boolean): TextDecoder | null {
  try {
    return new TextDecoder(label.trim().toLowerCase(), { fatal });
  } catch {
    return null; // an unknown or bogus label: try the next candidate
  }
}

/**
 * Text of a feed. Candidates in order: the HTTP charset (RFC 7303: it overrides the document), the BOM (it
 * is what makes a UTF-16 declaration readable at all), the XML declaration, UTF-8. The first one whose
 * decoding is error-free wins; when none is, windows-1252 reads legacy Latin-1 feeds that declare nothing
 * (every byte sequence is valid in it).
 */
export function decodeFeed(bytes: Buffer, contentType?: string | null): DecodedFeed {
  const candidates = [charsetOf(contentType), bomEncoding(bytes), declaredEncoding(bytes), 'utf-8'];
  for (const label of candidates) {
    if (label === null) continue;
    const decoder = decoderFor(label, true);
    if (decoder === null) continue;
    try {
      return { text: decoder.decode(bytes), encoding: decoder.encoding };
    } catch {
      // Bytes invalid in this encoding: the label was wrong.
    }
  }
  return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
}
