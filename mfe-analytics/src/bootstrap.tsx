import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only the standalone development page starts here; the shell loads the exposed modules instead.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
