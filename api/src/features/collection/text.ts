import { Parser } from 'htmlparser2';

// Their content is code or embedded documents, never readable text of the post.
const DROPPED = new Set(['script', 'style', 'iframe', 'noscript', 'template', 'object', 'embed', 'svg', 'math', 'head', 'title']);

// Elements that start a new line when rendered; everything else is inline and joins the text around it.
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section',
  'summary', 'table', 'tr', 'ul', 'br', 'td', 'th', 'caption', 'tbody', 'thead', 'tfoot',
]);

// Control characters other than tab and newline, and the Unicode line/paragraph separators, are folded away.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Plain text of an HTML fragment: tags removed (so no markup, handlers or javascript: links survive), block
 * elements turned into line breaks, entities decoded, script/style/iframe content dropped, whitespace collapsed.
 * A decoded '&lt;' becomes a literal '<' character: the result is text and must be rendered as text.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED.has(name)) dropDepth += 1;
        else if (BLOCKS.has(name)) parts.push('\n');
        else if (name === 'img') parts.push(' ');
      },
      onclosetag(name) {
        if (DROPPED.has(name)) dropDepth = Math.max(0, dropDepth - 1);
        else if (BLOCKS.has(name)) parts.push('\n');
      },
      ontext(text) {
        // Line breaks in HTML source are plain whitespace; only block elements break lines.
        if (dropDepth === 0) parts.push(text.replace(/[\t\n\r\f]/g, ' '));
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return parts
    .join('')
    .replace(CONTROL, ' ')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Text cut to at most `max` UTF-16 code units, ending with '…' when cut, never splitting a surrogate pair. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
