import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CollectedPost } from '../features/collection/collected-post.js';
import { sharedData } from './shared-data.js';

function folder(source: string): string {
  return sharedData('fixtures', 'social', source);
}

/** Names of a source's captured payload files (the index.json describing them left out). */
export function socialFixtureFiles(source: string): string[] {
  return readdirSync(folder(source))
    .filter((name) => name.endsWith('.json') && name !== 'index.json')
    .sort();
}

/** A captured payload, parsed. */
export function readSocialFixture(source: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(folder(source), file), 'utf8'));
}

// Posts older than the web forums we read, or later than the day after the test runs, mean a wrong unit.
const EARLIEST = Date.parse('1995-01-01T00:00:00Z');

/**
 * The facts every collected post must hold whatever its source. `fromHtml` says the source sends HTML, whose tags
 * must all be gone; sources of plain or markdown text may legitimately contain '<' (code, quotes).
 */
export function expectWellFormed(posts: readonly CollectedPost[], fromHtml: boolean): void {
  const latest = Date.now() + 86_400_000;
  for (const post of posts) {
    expect(post.sourceId).not.toBe('');
    expect(post.threadSourceId).not.toBe('');
    expect(new URL(post.postLink).protocol).toMatch(/^https?:$/);
    expect(new URL(post.threadLink).protocol).toMatch(/^https?:$/);
    expect(post.postedAt).toBeGreaterThan(EARLIEST);
    expect(post.postedAt).toBeLessThan(latest);
    if (fromHtml) {
      expect(post.message).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(post.threadTitle).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
    if (post.isComment) expect(post.threadSourceId).not.toBe(post.sourceId);
    else expect(post.threadSourceId).toBe(post.sourceId);
  }
  expect(new Set(posts.map((p) => p.sourceId)).size).toBe(posts.length);
}
