// `npm start`: install, build what changed, then run the whole product on one port (embedded PGlite unless DATABASE_URL is set).
import { join } from 'node:path';
import { ROOT, checkNode, ensureBuilt, ensureInstalled, log } from './workspace.mjs';
import { spawn } from 'node:child_process';

checkNode();
await ensureInstalled();
await ensureBuilt();
log('Starting HarbourPulse…');
const server = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
