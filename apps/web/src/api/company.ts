import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_COMPANY_FACTS, type CompanyFacts } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

const fetchCompanyFacts = () => apiFetch<CompanyFacts>('/api/company');

/**
 * The company's facts (hours, minimum orders, contact details…), read from the server by every page
 * that shows them. The defaults show while loading, so pages never jump or wait on them.
 */
export function useCompanyFacts(): CompanyFacts {
  const { data } = useQuery({
    queryKey: queryKeys.company(),
    queryFn: fetchCompanyFacts,
    staleTime: 10 * 60 * 1000,
  });
  return data ?? DEFAULT_COMPANY_FACTS;
}

/** The facts as the server has them now (not the defaults): what an edit starts from. */
export function useStoredCompanyFacts() {
  return useQuery({ queryKey: queryKeys.company(), queryFn: fetchCompanyFacts, staleTime: 0 });
}

/**
 * Saves the whole facts object (admin). Every page that shows a fact reads the answer (one cache
 * entry); the desk's orders (their cutoffs) and the activity log, which records the change, read again.
 */
export async function saveCompanyFacts(queryClient: QueryClient, facts: CompanyFacts): Promise<CompanyFacts> {
  const saved = await apiFetch<CompanyFacts>('/api/company', { method: 'PUT', body: facts });
  queryClient.setQueryData(queryKeys.company(), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orderDesk.all() }),
    // The order page's dates, cutoffs and minimum (`orders` options and planner).
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
  ]);
  return saved;
}
