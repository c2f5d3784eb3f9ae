import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_FACTS, type CompanyFacts } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

/**
 * The company's facts (hours, minimum orders, contact details…), read from the server by every page
 * that shows them. The defaults show while loading, so pages never jump or wait on them.
 */
export function useCompanyFacts(): CompanyFacts {
  const { data } = useQuery({
    queryKey: queryKeys.company(),
    queryFn: () => apiFetch<CompanyFacts>('/api/company'),
    staleTime: 10 * 60 * 1000,
  });
  return data ?? DEFAULT_COMPANY_FACTS;
}
