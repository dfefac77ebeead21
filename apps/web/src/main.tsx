// Entry point: zod's CSP-safe mode first (before any lazy chunk builds a contract schema), styles, the router.
import '#web/lib/zod-config.ts';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '#web/app/providers.tsx';
import { AppRoutes } from '#web/app/router.tsx';
import { queryClient } from '#web/lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser work
// between them, instead of one long task that blocks input on a slow phone (the home page's Total Blocking Time,
// docs/decisions/006-home-page-performance.md). What is rendered is the same.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
