import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../session/index.js';
import { system } from './system.js';
import { Toaster } from './toaster.js';

/** The providers of a whole app: the one jotai store, the Chakra system and the toasts. Mounted once, by the shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </JotaiProvider>
  );
}
