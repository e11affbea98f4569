import { termSurfaces } from './term-surfaces.js';
import { wordCloudTerms } from './word-cloud-terms.js';

describe('termSurfaces', () => {
  it('gives each Chinese term as the post writes it, in the order of the terms', () => {
    const text = '港鐵又延誤\n我喺旺角等咗成30分鐘';
    const terms = wordCloudTerms('港鐵又延誤', '我喺旺角等咗成30分鐘', 'zh-HK');
    expect(terms).toEqual(['港铁', '延误', '旺角', '成', '分钟']);
    expect(termSurfaces(text, terms)).toEqual(['港鐵', '延誤', '旺角', '成', '分鐘']);
  });

  it('prefers a Traditional form anywhere in the post over a Simplified one before it', () => {
    expect(termSurfaces('港铁加价\n港鐵又加價', ['港铁', '加价'])).toEqual(['港鐵', '加價']);
    expect(termSurfaces('港铁加价', ['港铁', '加价'])).toEqual(['港铁', '加价']);
  });

  it('shows Latin terms, and terms the text does not hold letter for letter, as the terms', () => {
    expect(termSurfaces("The MTR's Tsuen Wan line 港鐵", ['mtr', 'tsuen', '港铁'])).toEqual(['mtr', 'tsuen', '港鐵']);
    expect(termSurfaces('nothing here', ['港铁'])).toEqual(['港铁']);
  });

  it('keeps characters above U+FFFF aligned', () => {
    expect(termSurfaces('𠮶個港鐵站', ['港铁站'])).toEqual(['港鐵站']);
  });
});
