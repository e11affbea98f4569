import { useEffect, useState } from 'react';
import { api, type Contact } from 'shared/contract';
import { apiClient } from 'shared/session';

export type ContactState = { status: 'loading' } | { status: 'loaded'; contact: Contact } | { status: 'error' };

/** The provider's phone and e-mail for plan upgrades, from the server's configuration. */
export function useContact(): ContactState {
  const [state, setState] = useState<ContactState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .call(api.misc.contact, undefined, { signal: controller.signal })
      .then((reply) => setState({ status: 'loaded', contact: reply.data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
