import { ChineseLexicon } from './chinese-lexicon.js';

const lexicon = new ChineseLexicon([
  ['好食', 3],
  ['难食', -3],
  ['不好', -2],
  ['抵食', 3],
  ['抵', 2],
]);

describe('ChineseLexicon', () => {
  it('sums positive and negative hits separately', () => {
    expect(lexicon.score('好食但系难食')).toEqual({ positive: 3, negative: 3 });
  });

  it('flips a hit after a negator, directly or one character back', () => {
    expect(lexicon.score('唔好食')).toEqual({ positive: 0, negative: 3 });
    expect(lexicon.score('冇咩难食')).toEqual({ positive: 3, negative: 0 });
    expect(lexicon.score('唔系好食')).toEqual({ positive: 0, negative: 3 });
  });

  it('does not flip a term that carries its own negator', () => {
    expect(lexicon.score('不好')).toEqual({ positive: 0, negative: 2 });
  });

  it('prefers the longest term', () => {
    expect(lexicon.score('抵食')).toEqual({ positive: 3, negative: 0 });
    expect(lexicon.score('好抵')).toEqual({ positive: 2, negative: 0 });
  });

  it('does not read 非常 ("very") as a negation', () => {
    expect(lexicon.score('非常好食')).toEqual({ positive: 3, negative: 0 });
  });
});
