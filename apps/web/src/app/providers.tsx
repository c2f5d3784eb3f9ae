import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FullScreenSpinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { retryReadDelay, shouldRetryRead } from '../lib/retry';
import { ErrorBoundary } from './errors/error-boundary';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A busy server (503 with Retry-After) or a per-user read limit (429) passes: reads wait as
      // asked and try again, so a moment of overload is not an error on the screen.
      queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: shouldRetryRead, retryDelay: retryReadDelay },
    },
  });
}

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
