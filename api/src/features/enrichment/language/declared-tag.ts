/**
 * What a source's declared language tag (BCP 47) says, reduced to the product's languages: 'zh-HK' (Cantonese or
 * Traditional Chinese), 'zh-CN' (Simplified Chinese), 'en', 'zh' (Chinese without a script or region), or
 * another language's primary subtag ('fr', 'ja'...). Null when nothing usable is declared.
 */
export function normaliseDeclared(tag: string | null): string | null {
  if (!tag) return null;
  const [primary = '', ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (!/^[a-z]{2,3}$/.test(primary) || primary === 'und') return null;
  if (primary === 'en') return 'en';
  // Cantonese is zh-HK whatever script it is written in (see chinese-variant.ts).
  if (primary === 'yue' || rest.includes('yue')) return 'zh-HK';
  if (primary === 'zh' || primary === 'cmn') {
    if (rest.some((s) => s === 'hant' || s === 'hk' || s === 'tw' || s === 'mo')) return 'zh-HK';
    if (rest.some((s) => s === 'hans' || s === 'cn' || s === 'sg' || s === 'my')) return 'zh-CN';
    return 'zh';
  }
  return primary;
}

const latinLanguages = new Map<string, boolean>();

/** Whether a language (primary subtag) is usually written in Latin letters, from ICU's likely-subtags data. */
export function writtenInLatin(primary: string): boolean {
  let latin = latinLanguages.get(primary);
  if (latin === undefined) {
    try {
      latin = new Intl.Locale(primary).maximize().script === 'Latn';
    } catch {
      latin = false;
    }
    latinLanguages.set(primary, latin);
  }
  return latin;
}
