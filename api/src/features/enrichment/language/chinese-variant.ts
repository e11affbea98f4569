import { foldText } from 'shared/query';

/**
 * Which Chinese a Han text is: 'zh-HK' (Cantonese, or Chinese in Traditional characters) or 'zh-CN' (Simplified),
 * or null when the text shows neither.
 *
 * Evidence:
 * - Traditional-only characters: those the query fold changes (it maps Traditional and Hong Kong / Taiwan variants
 *   to Simplified) that are not in GB2312, the Simplified character set; 乾 → 干 is a fold, but 乾 is also standard
 *   Simplified (乾坤), so it is no evidence.
 * - Simplified-only characters: GB2312 characters absent from Big5 (with its Hong Kong extension, HKSCS); 干, 台 or 后
 *   are written in both scripts, 发, 铁 or 们 only in Simplified.
 * - Cantonese markers: characters of written Cantonese that standard written Chinese does not use. Cantonese
 *   written in Simplified characters (common from mainland-educated writers in Hong Kong and Guangdong) still
 *   counts as zh-HK, because the product's zh-HK is the Cantonese-speaking audience and Mandarin text practically
 *   never holds these characters, so each marker weighs as much as several Simplified characters. Particles that
 *   informal Mandarin shares (啦 啰 咋 嘛) and characters with a Mandarin use (吓, 靓) are left out.
 */
const MARKER_WEIGHT = 3;

const CANTONESE_MARKERS = new Set(Array.from('嘅咗喺冇佢啲嘢唔咩嗰乜嚟睇哋㗎喎噃啩嘞咁噉攞嚿瞓嗌搵揾諗谂嘥冚畀啫冧'));

/** Common in Hong Kong writing although Big5 lacks it (Hong Kong writes 着 where Taiwan writes 著). */
const HONG_KONG_USAGE = '着';

interface ScriptSets {
  traditionalOnly: Set<string>;
  simplifiedOnly: Set<string>;
}

let sets: ScriptSets | undefined;

/** Built on first use from the fold and ICU's Big5 and GBK decoders: about 30 ms, once per process. */
function scriptSets(): ScriptSets {
  if (sets) return sets;
  const big5 = decodeHan('big5', 0x81, 0xfe, [[0x40, 0x7e], [0xa1, 0xfe]]);
  const gb2312 = decodeHan('gbk', 0xb0, 0xf7, [[0xa1, 0xfe]]);
  const traditionalOnly = new Set<string>();
  // CJK Extension A and the Unified Ideographs block hold every character the fold table maps.
  for (let code = 0x3400; code <= 0x9fff; code += 1) {
    const c = String.fromCharCode(code);
    if (!gb2312.has(c) && foldText(c) !== c) traditionalOnly.add(c);
  }
  const simplifiedOnly = new Set([...gb2312].filter((c) => !big5.has(c) && !HONG_KONG_USAGE.includes(c)));
  sets = { traditionalOnly, simplifiedOnly };
  return sets;
}

/** The Han characters of a double-byte encoding, decoded from every lead and trail byte pair in the ranges. */
function decodeHan(encoding: string, leadFrom: number, leadTo: number, trails: [number, number][]): Set<string> {
  const bytes: number[] = [];
  for (let lead = leadFrom; lead <= leadTo; lead += 1) {
    for (const [from, to] of trails) for (let trail = from; trail <= to; trail += 1) bytes.push(lead, trail);
  }
  return new Set(new TextDecoder(encoding).decode(new Uint8Array(bytes)).match(/\p{Script=Han}/gu));
}

export function chineseVariant(text: string): 'zh-HK' | 'zh-CN' | null {
  const { traditionalOnly, simplifiedOnly } = scriptSets();
  let hongKong = 0;
  let mainland = 0;
  for (const c of text) {
    if (CANTONESE_MARKERS.has(c)) hongKong += MARKER_WEIGHT;
    else if (traditionalOnly.has(c)) hongKong += 1;
    else if (simplifiedOnly.has(c)) mainland += 1;
  }
  if (hongKong === mainland) return null;
  return hongKong > mainland ? 'zh-HK' : 'zh-CN';
}
