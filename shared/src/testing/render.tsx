import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { appStore } from '../session/index.js';
import { system } from '../ui/system.js';

/** Renders a screen with the app's store and Chakra system inside a router at `path` (no toaster: nothing here toasts). */
export function renderAt(path: string, ui: ReactNode) {
  return render(
    <JotaiProvider store={appStore}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ChakraProvider>
    </JotaiProvider>,
  );
}
