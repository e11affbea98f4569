// `npm run dev`: the API in watch mode and the shell and each remote on their own dev servers.
import { checkNode, ensureInstalled, log, pnpm } from './workspace.mjs';

checkNode();
await ensureInstalled();
log('API on :8080 (watch), shell on :3000, remotes on :3001-3004 — open http://localhost:3000');
await pnpm(['--parallel', '--filter', 'api', '--filter', 'shell', '--filter', './mfe-*', 'run', 'dev']);
