import { htmlToText, truncateText } from './text.js';

describe('htmlToText', () => {
  it('drops script, style and iframe content', () => {
    expect(htmlToText('a<script>alert(1)</script>b<style>p{color:red}</style>c<iframe src="x">inner</iframe>d')).toBe('abcd');
  });

  it('drops the rest of the document after an unclosed script', () => {
    expect(htmlToText('safe <script>document.cookie; <b>not text</b>')).toBe('safe');
  });

  it('removes event handlers and javascript: links with their tags, keeping the link text', () => {
    const out = htmlToText('<img src=x onerror="alert(1)">Click <a href="javascript:alert(1)">here</a>');
    expect(out).toBe('Click here');
    expect(out).not.toMatch(/onerror|javascript|alert/);
  });

  it('reads nested and unclosed tags', () => {
    expect(htmlToText('<div><p>one<b>two<i>three</div>four')).toBe('onetwothree\nfour');
    expect(htmlToText('<p>text <a href="x"')).toBe('text');
  });

  it('turns block elements and <br> into line breaks and collapses whitespace', () => {
    expect(htmlToText('<p>  first\n  para </p><p>second</p>line<br/>next<ul><li>a</li><li>b</li></ul>')).toBe(
      'first para\nsecond\nline\nnext\na\nb',
    );
  });

  it('decodes named and numeric entities once', () => {
    expect(htmlToText('Tom &amp; Jerry &#39;s &#x4E2D;&#25991; &eacute; &nbsp;x')).toBe("Tom & Jerry 's 中文 é x");
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('keeps escaped markup as literal text rather than re-parsing it', () => {
    expect(htmlToText('&lt;script&gt;x&lt;/script&gt;')).toBe('<script>x</script>');
  });

  it('folds control characters', () => {
    expect(htmlToText('a\u0000b\u2028c')).toBe('a b c');
  });

  it('passes plain text through', () => {
    expect(htmlToText('just words, 中文')).toBe('just words, 中文');
  });
});

describe('truncateText', () => {
  it('keeps short text unchanged', () => {
    expect(truncateText('short', 5)).toBe('short');
  });

  it('cuts long text to max characters ending with an ellipsis', () => {
    const out = truncateText('abcdefghij', 5);
    expect(out).toBe('abcd…');
    expect(out.length).toBe(5);
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('ab😀cdef', 4)).toBe('ab…');
  });

  it('returns nothing for a non-positive max', () => {
    expect(truncateText('abc', 0)).toBe('');
  });
});
