// `npm run typecheck`: tsc over every package.
import { checkNode, ensureInstalled, typecheckAll } from './workspace.mjs';

checkNode();
await ensureInstalled();
await typecheckAll();
