import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router';
import { AppProviders } from './AppProviders.js';
import { StandaloneGate } from './StandaloneGate.js';

/** Renders a remote's standalone development page into the page's #root. */
export function mountStandalone(app: ReactNode) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}

export interface StandaloneShellProps {
  /** The remote running on its own, e.g. 'mfe-feeds'. */
  appName: string;
  /** The remote's <Route>s, under the shell's paths. */
  children: ReactNode;
}

/** Development page of a remote: its routes with their own providers, router and sign-in gate. */
export function StandaloneShell({ appName, children }: StandaloneShellProps) {
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneGate appName={appName}>
          <Routes>{children}</Routes>
        </StandaloneGate>
      </BrowserRouter>
    </AppProviders>
  );
}
