// The app-wide providers: the query client, and the toast container once the first toast is asked for.

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { toastDemand } from '#web/lib/toast.ts';

const ToastHost = lazy(() => import('./toast-host.tsx').then((module) => ({ default: module.ToastHost })));

export function LazyToastHost() {
  const isWanted = useSyncExternalStore(toastDemand.subscribe, toastDemand.get, toastDemand.get);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToastHost />
    </QueryClientProvider>
  );
}
