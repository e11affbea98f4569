import { feedPostFixture } from 'shared/testing';
import { matchesPostSearch } from './post-search';

describe('matchesPostSearch', () => {
  const post = feedPostFixture({ thread_title: 'MTR delay on Tsuen Wan line', post_message: '荃灣綫 signal fault', author_name: 'Commuter HK' });

  it.each(['tsuen WAN', '荃灣', 'commuter', '  signal  ', ''])("finds '%s'", (search) => {
    expect(matchesPostSearch(post, search)).toBe(true);
  });

  it('leaves out posts without the words', () => {
    expect(matchesPostSearch(post, 'Island line')).toBe(false);
  });
});
