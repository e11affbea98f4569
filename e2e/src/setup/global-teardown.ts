import { stopServer } from './servers';

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.e2eServers ?? []).map(stopServer));
}
