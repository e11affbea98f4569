import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remote-modules';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}
