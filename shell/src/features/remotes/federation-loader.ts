import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteLoader, RemoteModule } from 'shared/ui';

/** Where the deployment says each remote's manifest lives: `{ "<federation name>": "<url of mf-manifest.json>" }`. */
const REMOTES_URL = '/remotes.json';

let registration: Promise<void> | null = null;

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The module federation runtime is not initialised');
  return instance;
}

async function readAndRegister(): Promise<void> {
  const response = await fetch(REMOTES_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const entries = (await response.json()) as Record<string, string>;
  federation().registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Reads remotes.json once and registers the remotes; a failed read is tried again on the next load. */
export function registerRemotesFromManifest(): Promise<void> {
  registration ??= readAndRegister().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

export const federationRemoteLoader: RemoteLoader = async (id) => {
  await registerRemotesFromManifest();
  const loaded = await federation().loadRemote<RemoteModule>(id);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  return loaded;
};
