/**
 * html2canvas 1.4 parses only the colour syntax of CSS 3 (rgb, hsl, names) and fails on what the browser reports for
 * today's stylesheets (`color(srgb …)`, `oklch(…)`, from Chakra's color-mix tokens). Before the capture, every such
 * colour of the cloned page is written back inline as rgba, which the browser itself converts.
 */
const MODERN_COLOR = /\b(?:color|color-mix|oklch|oklab|lab|lch|hwb)\((?:[^()]|\([^()]*\))*\)/g;

const COLOR_PROPERTIES = [
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'box-shadow',
  'caret-color',
  'fill',
  'stroke',
];

/** `value` with each modern colour function replaced by what `toRgba` makes of it. */
export function replaceModernColors(value: string, toRgba: (color: string) => string): string {
  return value.replace(MODERN_COLOR, (color) => toRgba(color));
}

export function hasModernColor(value: string): boolean {
  MODERN_COLOR.lastIndex = 0;
  const found = MODERN_COLOR.test(value);
  MODERN_COLOR.lastIndex = 0;
  return found;
}

/** Converts any CSS colour to rgba by painting one pixel with it. */
function pixelColor(doc: Document): (color: string) => string {
  const canvas = doc.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const known = new Map<string, string>();
  return (color) => {
    const cached = known.get(color);
    if (cached !== undefined) return cached;
    let rgba = 'rgba(0, 0, 0, 0)';
    if (context) {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      rgba = `rgba(${r}, ${g}, ${b}, ${Math.round(((a ?? 0) / 255) * 1000) / 1000})`;
    }
    known.set(color, rgba);
    return rgba;
  };
}

/** Writes every modern colour of the elements of `doc` back inline as rgba (html2canvas's onclone step). */
export function inlineLegacyColors(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const toRgba = pixelColor(doc);
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>('*'))) {
    const style = view.getComputedStyle(element);
    for (const property of COLOR_PROPERTIES) {
      const value = style.getPropertyValue(property);
      if (value && hasModernColor(value)) element.style.setProperty(property, replaceModernColors(value, toRgba));
    }
  }
}
