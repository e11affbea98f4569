import { api } from 'shared/contract';
import { useApiData } from 'shared/ui';

/** The reference lists the editor's steps use, fetched once per opening of the editor rather than per step. */
export function useReferenceLists() {
  return {
    industries: useApiData(api.misc.industries),
    langs: useApiData(api.misc.langs),
    mediums: useApiData(api.misc.mediums),
    sites: useApiData(api.misc.sites),
  };
}

export type ReferenceLists = ReturnType<typeof useReferenceLists>;
