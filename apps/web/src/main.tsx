// Entry point: zod's CSP-safe mode first (before the contract's schemas are built), styles, the router.
import '#web/lib/zod-config.ts';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '#web/app/providers.tsx';
import { createAppRouter } from '#web/app/router.tsx';
import { queryClient } from '#web/lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
