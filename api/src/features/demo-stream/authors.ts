import { Rng, mixSeed } from '../../random/seeded-rng.js';

export interface DemoAuthor {
  id: string;
  name: string;
}

/** Size of the pool of members of the public; ranks follow a Zipf-like law so a few write a lot, most rarely. */
export const AUTHOR_POOL = 3000;
const AUTHOR_SALT = 7;

const ZH_FIRST = ['阿', '小', '大', '老', '肥', '靚'];
const ZH_SECOND = ['明', '強', '欣', '晴', '豪', '仔', '妹', '珊', '輝', '康', '茵', '俊'];
const ZH_SUFFIX = ['', '', '仔', '媽媽', '爸爸', '@沙田', '@西環', '🐱'];
const EN_FIRST = ['harbour', 'kowloon', 'dimsum', 'junkboat', 'peaktram', 'starferry', 'milktea', 'typhoon', 'neon', 'lantau'];
const EN_SECOND = ['_fan', 'kid', 'walker', 'hk', 'lover', '_diaries', 'guy', 'girl', '_life'];

/** A rank drawn log-uniformly (Zipf with exponent 1): rank 0 is the most active author. */
export function zipfRank(rng: Rng): number {
  return Math.floor(Math.exp(rng.next() * Math.log(AUTHOR_POOL + 1))) - 1;
}

/** The author of a rank; derived from the world seed alone, so the same person keeps the same name and id. */
export function authorOf(seed: number, rank: number): DemoAuthor {
  const rng = new Rng(mixSeed(seed, AUTHOR_SALT, rank));
  const name = rng.chance(0.6)
    ? `${rng.pick(ZH_FIRST)}${rng.pick(ZH_SECOND)}${rng.pick(ZH_SUFFIX)}`
    : `${rng.pick(EN_FIRST)}${rng.pick(EN_SECOND)}${rng.int(1, 999)}`;
  return { id: `demo:author:${rank}`, name };
}
