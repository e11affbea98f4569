import { Flex } from '@chakra-ui/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { Suspense, useState } from 'react';
import { Loader, REMOTE_MODULES, useRemoteLoader, type RemoteModuleId } from 'shared/ui';
import { lazyRemote } from './lazy-remotes';

/**
 * Renders one exposed module of a remote, with its own loading state and failure fallback.
 * Keyed by module: routes reuse this position in the tree, and a failure of one remote must not stay
 * on screen after the user moves to another.
 */
export function RemoteArea({ module }: { module: RemoteModuleId }) {
  return <RemoteAttempts key={module} module={module} />;
}

function RemoteAttempts({ module }: { module: RemoteModuleId }) {
  const loader = useRemoteLoader();
  // A new attempt remounts the boundary and asks lazyRemote again, which reloads after a failure.
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(loader, module);
  return (
    <RemoteErrorBoundary key={attempt} what={REMOTE_MODULES[module]} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <Flex justifyContent="center" py="16">
            <Loader label={`Loading ${REMOTE_MODULES[module]}`} />
          </Flex>
        }
      >
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
