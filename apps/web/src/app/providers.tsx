import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TWO_FACTOR_SETUP_REQUIRED } from '@freshprice/shared';
import { ApiError } from '../lib/api-error';
import { invalidateSession } from '../api/me';
import { FullScreenSpinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { retryReadDelay, shouldRetryRead } from '../lib/retry';
import { ErrorBoundary } from './errors/error-boundary';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // A busy server (503 with Retry-After) or a per-user read limit (429) passes: reads wait as
      // asked and try again, so a moment of overload is not an error on the screen.
      queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: shouldRetryRead, retryDelay: retryReadDelay },
    },
    // Two-step verification became required for staff while they were signed in: re-reading the
    // session sends them to the profile's enrolment (route-rules.ts).
    queryCache: new QueryCache({ onError: (error) => void (isTwoFactorSetupRequired(error) && invalidateSession(client)) }),
    mutationCache: new MutationCache({ onError: (error) => void (isTwoFactorSetupRequired(error) && invalidateSession(client)) }),
  });
  return client;
}

const isTwoFactorSetupRequired = (error: unknown) => error instanceof ApiError && error.code === TWO_FACTOR_SETUP_REQUIRED;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullScreenSpinner />}>
          {children}
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
