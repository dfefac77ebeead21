// Renders a component as the app does (query client, router, toasts) with no network: tests stub `fetch`.

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LazyToastHost } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { bindSession } from '#web/lib/session.ts';

interface RenderOptions {
  /** The URL the router starts at (default '/'). */
  route?: string;
  queryClient?: QueryClient;
}

/** Binds the request helpers' session effects to this test's router and query client; reports the URL. */
function SessionBridge({ queryClient, onLocation }: { queryClient: QueryClient; onLocation: (url: string) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    bindSession({ queryClient, navigate: (to) => void navigate(to) });
  }, [navigate, queryClient]);
  useEffect(() => {
    onLocation(`${location.pathname}${location.search}`);
  }, [location, onLocation]);
  return null;
}

export function renderWithProviders(ui: ReactElement, { route = '/', queryClient }: RenderOptions = {}) {
  const client = queryClient ?? createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  const location = { current: route };
  const onLocation = (url: string) => {
    location.current = url;
  };
  bindSession({ queryClient: client });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <SessionBridge queryClient={client} onLocation={onLocation} />
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
      <LazyToastHost />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient: client, location };
}
