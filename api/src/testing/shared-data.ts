import { existsSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * A folder of the project's shared data (real source captures, evaluation sets), which sits beside the
 * repository. A missing folder fails the test loudly: these tests mean something only on the real data.
 */
export function sharedData(...segments: string[]): string {
  const dir = path.join(repoRoot, '..', 'shared', 'data', ...segments);
  if (!existsSync(dir)) throw new Error(`Shared data missing: expected ${dir} (the shared folder must sit beside the repository)`);
  return dir;
}
