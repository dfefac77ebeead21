// The banner of maintenance mode, at the top of the public site and of every work area (docs/features.md, pieces
// every area shares): the admin's message while it is on, nothing otherwise. It reads the public status once a
// minute, on focus, and at once when a write is refused with 503 (lib/public-status.ts). While the status loads or
// cannot be read it shows nothing: it is a notice, not the page. No zod: it is on every first paint.
import { MAINTENANCE_TEXTS, PUBLIC_STATUS_PATH, type publicStatusEndpoints, STATUS_POLL_MS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EndpointRoute, readTrusted } from '#web/lib/api.ts';
import { PUBLIC_STATUS_KEY } from '#web/lib/public-status.ts';

const statusRoute: EndpointRoute<typeof publicStatusEndpoints.status> = { method: 'GET', path: PUBLIC_STATUS_PATH };

export const publicStatusOptions = queryOptions({
  queryKey: PUBLIC_STATUS_KEY,
  queryFn: ({ signal }) => readTrusted(statusRoute, { signal }),
  refetchInterval: STATUS_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 0,
  // A failed poll is not worth a toast or a retry storm: the next minute asks again.
  retry: false,
});

export function MaintenanceBanner() {
  const { data } = useQuery(publicStatusOptions);
  const maintenance = data?.maintenance;
  if (!maintenance?.on) return null;
  return (
    <section
      className="maintenance-banner alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2 px-3 small"
      aria-label={MAINTENANCE_TEXTS.bannerLabel}
    >
      <p className="mb-0 text-break">{maintenance.message}</p>
    </section>
  );
}
