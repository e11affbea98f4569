import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

/** An element of a feed document. Names are lower-cased and namespace-qualified by a canonical prefix. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** xml:base in effect for this element, already resolved. */
  base: string | null;
}
export type XmlNode = XmlElement | string;

// Canonical prefixes by namespace URI, so a feed that calls Dublin Core "dcterms1" or Atom "a" reads the same.
// Atom and RSS 1.0 elements get no prefix: their names mean the same as the RSS 2.0 ones they mirror.
const NAMESPACES: Record<string, string> = {
  'http://www.w3.org/2005/atom': '',
  'http://purl.org/atom/ns#': '',
  'http://purl.org/rss/1.0/': '',
  'http://my.netscape.com/rdf/simple/0.9/': '',
  'http://backend.userland.com/rss2': '',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://purl.org/dc/terms/': 'dcterms',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://purl.org/rss/1.0/modules/slash/': 'slash',
  'http://purl.org/syndication/thread/1.0': 'thr',
  'http://www.youtube.com/xml/schemas/2015': 'yt',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'http://www.w3.org/1999/xhtml': 'xhtml',
};

function resolveBase(href: string | undefined, parent: string | null): string | null {
  if (href === undefined) return parent;
  try {
    return new URL(href.trim(), parent ?? undefined).href;
  } catch {
    return parent;
  }
}

/**
 * Reads XML forgivingly (like feedparser): ill-formed documents, undeclared prefixes, HTML entities and
 * unclosed tags still give a tree of whatever could be read. Entities are decoded outside CDATA only.
 */
export function parseXml(text: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], base: null };
  const stack: XmlElement[] = [root];
  const scopes: Record<string, string>[] = [{}];
  let inCdata = false;

  const qualify = (raw: string, scope: Record<string, string>, isAttribute: boolean): string => {
    const lower = raw.toLowerCase();
    const colon = lower.indexOf(':');
    const prefix = colon === -1 ? '' : lower.slice(0, colon);
    const local = colon === -1 ? lower : lower.slice(colon + 1);
    // Unprefixed attributes have no namespace; xml: and xmlns: are fixed.
    if ((isAttribute && prefix === '') || prefix === 'xml' || prefix === 'xmlns' || lower === 'xmlns') return lower;
    const uri = scope[prefix];
    const canonical = uri === undefined ? prefix : (NAMESPACES[uri.toLowerCase()] ?? prefix);
    return canonical === '' ? local : `${canonical}:${local}`;
  };

  const parser = new Parser(
    {
      onopentag(rawName, rawAttrs) {
        const parentScope = scopes[scopes.length - 1] ?? {};
        const scope = { ...parentScope };
        for (const [key, value] of Object.entries(rawAttrs)) {
          const lower = key.toLowerCase();
          if (lower === 'xmlns') scope[''] = decodeHTML(value).trim();
          else if (lower.startsWith('xmlns:')) scope[lower.slice(6)] = decodeHTML(value).trim();
        }
        const attrs: Record<string, string> = {};
        for (const [key, value] of Object.entries(rawAttrs)) attrs[qualify(key, scope, true)] = decodeHTML(value);
        const parent = stack[stack.length - 1] ?? root;
        const element: XmlElement = { name: qualify(rawName, scope, false), attrs, children: [], base: resolveBase(attrs['xml:base'], parent.base) };
        parent.children.push(element);
        stack.push(element);
        scopes.push(scope);
      },
      onclosetag() {
        if (stack.length > 1) {
          stack.pop();
          scopes.pop();
        }
      },
      ontext(data) {
        (stack[stack.length - 1] ?? root).children.push(inCdata ? data : decodeHTML(data));
      },
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeCDATA: true, recognizeSelfClosing: true },
  );
  parser.write(text);
  parser.end();
  return root;
}

export function isElement(node: XmlNode): node is XmlElement {
  return typeof node !== 'string';
}

export function childElements(el: XmlElement, name?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => isElement(c) && (name === undefined || c.name === name));
}

/** First direct child with one of the names, trying the names in order. */
export function child(el: XmlElement, ...names: string[]): XmlElement | undefined {
  for (const name of names) {
    const found = el.children.find((c): c is XmlElement => isElement(c) && c.name === name);
    if (found) return found;
  }
  return undefined;
}

/** Concatenated text of an element and its descendants. */
export function textOf(el: XmlElement): string {
  return el.children.map((c) => (isElement(c) ? textOf(c) : c)).join('');
}

const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttr = (v: string) => escapeText(v).replace(/"/g, '&quot;');

/**
 * Markup of an element's content. Its own text children are HTML source already (RSS escapes HTML as text);
 * child elements are (X)HTML written unescaped into the feed: serialised back, their text escaped again.
 */
export function innerMarkup(el: XmlElement, nested = false): string {
  return el.children
    .map((c) => {
      if (!isElement(c)) return nested ? escapeText(c) : c;
      const name = c.name.replace(/^xhtml:/, '');
      const attrs = Object.entries(c.attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
      return `<${name}${attrs}>${innerMarkup(c, true)}</${name}>`;
    })
    .join('');
}
