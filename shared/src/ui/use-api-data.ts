import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Endpoint, EndpointReply } from '../contract/index.js';
import { apiClient } from '../session/index.js';

export type ApiDataState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'error'; message: string };

/** A call that takes no input and answers with `data`, such as the reference lists. */
export type DataEndpoint = Endpoint<undefined, undefined, undefined, z.ZodType<{ data: unknown }>>;

/** The `data` of a call that takes no input, fetched once per mount; the call is dropped if the screen goes first. */
export function useApiData<E extends DataEndpoint>(endpoint: E): ApiDataState<EndpointReply<E>['data']> {
  const [state, setState] = useState<ApiDataState<EndpointReply<E>['data']>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    // Called as the general no-input endpoint (TypeScript cannot narrow the input of a generic one); the reply is still parsed by `endpoint`'s schema.
    apiClient
      .call<DataEndpoint>(endpoint, undefined, { signal: controller.signal })
      .then((reply) => setState({ status: 'loaded', data: reply.data as EndpointReply<E>['data'] }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [endpoint]);
  return state;
}
