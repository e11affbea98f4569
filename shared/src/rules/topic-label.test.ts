import { topicHiddenMessage, topicLabel, topicScore, topicWords } from './topic-label.js';

describe('topicLabel', () => {
  it("joins the word and its related words with ' · '", () => {
    expect(topicLabel({ word: 'MTR', related_word: ['delay', 'Tsuen Wan'] })).toBe('MTR · delay · Tsuen Wan');
    expect(topicLabel({ word: '港鐵', related_word: [] })).toBe('港鐵');
  });

  it('leaves out blanks and repeats, and keeps at most 5 words for the phrases call', () => {
    expect(topicWords({ word: ' MTR ', related_word: ['', 'delay', 'MTR', 'a', 'b', 'c', 'd'] })).toEqual(['MTR', 'delay', 'a', 'b', 'c']);
  });
});

describe('topicScore', () => {
  it('shows doc_freq as a percentage with one decimal at most', () => {
    expect(topicScore(12.5)).toBe('12.5%');
    expect(topicScore(3)).toBe('3%');
    expect(topicScore(33.333)).toBe('33.3%');
    expect(topicScore(0.06)).toBe('0.1%');
  });
});

it('words the hide toast', () => {
  expect(topicHiddenMessage('MTR')).toBe('"MTR" added to hidden topics');
});
