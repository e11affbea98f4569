import { compareCandidates } from './compare.js';

describe('compareCandidates', () => {
  const feeds = [
    { task_id: 1, task_type: 1 as const },
    { task_id: 2, task_type: 0 as const },
    { task_id: 3, task_type: 1 as const },
  ];

  it('lists ad-hoc feeds other than the current one', () => {
    expect(compareCandidates(feeds, 1)).toEqual([{ task_id: 3, task_type: 1 }]);
    expect(compareCandidates(feeds, 2).map((f) => f.task_id)).toEqual([1, 3]);
  });

  it('is empty when there is no other ad-hoc feed', () => {
    expect(compareCandidates([{ task_id: 1, task_type: 1 as const }], 1)).toEqual([]);
  });
});
