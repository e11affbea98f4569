import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Toasts close by themselves after 3 seconds (spec doc 1 §8). */
export const TOAST_DURATION_MS = 3000;

export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });

export function notifySuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, closable: true });
}

export function notifyError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, closable: true });
}

/** Renders the toasts of `toaster`; mounted once by AppProviders. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
