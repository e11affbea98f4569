import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { federationRemoteLoader, registerRemotesFromManifest } from './features/remotes/federation-loader';

// Start reading remotes.json at once; a failure here only shows in the areas that need a remote.
void registerRemotesFromManifest().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App remoteLoader={federationRemoteLoader} />
    </BrowserRouter>
  </StrictMode>,
);
