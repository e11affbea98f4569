import { api } from '../contract/index.js';
import { useApiData } from './use-api-data.js';

/** The provider's phone and e-mail for plan upgrades, from the server's configuration. */
export function useContact() {
  return useApiData(api.misc.contact);
}
