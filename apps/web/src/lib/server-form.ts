import { createContext, useContext } from 'react';
import type { ServerFormState } from '@freshprice/shared';

/**
 * A form posted without JavaScript comes back server-rendered with its values, errors and outcome:
 * the server renderer provides them here; in the browser there are none.
 */
export const ServerFormContext = createContext<ServerFormState | null>(null);

export function useServerForm(): ServerFormState | null {
  return useContext(ServerFormContext);
}
