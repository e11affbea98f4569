import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { RemoteLoader, RemoteModuleId } from 'shared/ui';

// One lazy component per loader and module, so moving between pages does not suspend again for a module already
// loaded. React.lazy remembers a rejection forever, so a failed entry is forgotten to let Retry load it anew.
const cache = new WeakMap<RemoteLoader, Map<RemoteModuleId, LazyExoticComponent<ComponentType>>>();

export function lazyRemote(loader: RemoteLoader, id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  let byId = cache.get(loader);
  if (!byId) cache.set(loader, (byId = new Map()));
  let component = byId.get(id);
  if (!component) {
    component = lazy(() =>
      loader(id).catch((error: unknown) => {
        byId.delete(id);
        throw error;
      }),
    );
    byId.set(id, component);
  }
  return component;
}
