// `npm run build`: install if needed and rebuild every package.
import { checkNode, ensureBuilt, ensureInstalled } from './workspace.mjs';

checkNode();
await ensureInstalled();
await ensureBuilt({ force: process.argv.includes('--force') });
