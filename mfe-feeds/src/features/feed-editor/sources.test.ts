import type { Medium, Site } from 'shared/contract';
import { mediumHint, toggleMediums } from './sources';

const all: Medium[] = [
  { medium: 'Facebook', section: 'social' },
  { medium: 'Instagram', section: 'social' },
  { medium: 'Social', section: 'social' },
  { medium: 'Forum', section: 'other' },
  { medium: 'News', section: 'other' },
];
const social = ['Facebook', 'Instagram', 'Social'] as const;

describe('toggleMediums', () => {
  it('stores every medium on as null (all)', () => {
    expect(toggleMediums(['Facebook', 'Instagram', 'Social', 'Forum'], all, ['News'], true)).toBeNull();
    expect(toggleMediums(['Forum', 'News'], all, social, true)).toBeNull();
  });

  it('lists what is on, in the server order, and an empty list when nothing is', () => {
    expect(toggleMediums(null, all, ['Instagram'], false)).toEqual(['Facebook', 'Social', 'Forum', 'News']);
    expect(toggleMediums(null, all, social, false)).toEqual(['Forum', 'News']);
    expect(toggleMediums(['Forum', 'News'], all, ['Forum', 'News'], false)).toEqual([]);
  });
});

describe('mediumHint', () => {
  const site = (name: string, medium: Site['medium']): Site => ({ site: name.toLowerCase(), medium, display_name: name, display_name_zh: name, url: '' });
  const sites = [site('LIHKG', 'Forum'), site('HKGolden', 'Forum'), site('Discuss.com.hk', 'Forum'), site('Baby-Kingdom', 'Forum'), site('RTHK', 'News')];

  it('gives the fixed hints of the spec', () => {
    expect(mediumHint('Facebook', sites)).toBe('post, page and group');
    expect(mediumHint('Telegram', sites)).toBe('100+ channels');
    expect(mediumHint('Video', sites)).toBe('Youtube, etc');
  });

  it('names the first known sites of the others', () => {
    expect(mediumHint('Forum', sites)).toBe('LIHKG, HKGolden, Discuss.com.hk…');
    expect(mediumHint('News', sites)).toBe('RTHK');
    expect(mediumHint('Blog', sites)).toBeNull();
  });
});
