import { MODAL_MESSAGE_LIMIT, postDetailsTitle, uniqueMessages } from './modal-posts.js';

describe('postDetailsTitle', () => {
  it('names the sentiment when opened from a sentiment action', () => {
    expect(postDetailsTitle()).toBe('Post Details');
    expect(postDetailsTitle(1)).toBe('Post Details - Positive');
    expect(postDetailsTitle(0)).toBe('Post Details - Neutral');
    expect(postDetailsTitle(-1)).toBe('Post Details - Negative');
  });
});

describe('uniqueMessages', () => {
  it('keeps the first post of each message, in order', () => {
    const posts = [
      { hash: 'a', post_message: 'Trains late again' },
      { hash: 'b', post_message: 'Ferry on time' },
      { hash: 'c', post_message: 'Trains late again ' },
      { hash: 'd', post_message: 'trains late again' },
    ];
    expect(uniqueMessages(posts).map((p) => p.hash)).toEqual(['a', 'b', 'd']);
  });
});

it('cuts modal messages at 50 characters', () => {
  expect(MODAL_MESSAGE_LIMIT).toBe(50);
});
