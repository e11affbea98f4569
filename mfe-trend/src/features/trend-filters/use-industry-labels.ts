import { useEffect, useState } from 'react';
import { api, type IndustryLabel } from 'shared/contract';
import { apiClient } from 'shared/session';

export type IndustryLabelsState = { status: 'loading' } | { status: 'loaded'; labels: IndustryLabel[] } | { status: 'error'; message: string };

/** The Trend Explorer's industry labels. */
export function useIndustryLabels(): IndustryLabelsState {
  const [state, setState] = useState<IndustryLabelsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .call(api.misc.indLabels, undefined, { signal: controller.signal })
      .then((reply) => setState({ status: 'loaded', labels: reply.data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, []);
  return state;
}
