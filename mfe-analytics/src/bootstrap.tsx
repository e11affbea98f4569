import { mountStandalone } from 'shared/ui';
import { StandaloneApp } from './standalone/StandaloneApp';

// Only the standalone development page starts here; the shell loads the exposed modules instead.
mountStandalone(<StandaloneApp />);
