// TanStack Query defaults: reads stay fresh 5 minutes and refetch on focus and reconnect; a failed read is retried
// once, unless the server refused it (a 4xx is final).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

export const READ_FRESH_MS = 300_000;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError) || error.isTransient;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: READ_FRESH_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: shouldRetryRead,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client; tests make their own with createQueryClient(). */
export const queryClient = createQueryClient();
