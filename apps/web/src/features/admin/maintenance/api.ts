// Maintenance mode in the console: its state (on or off, the message, since when, by whom) and the switch, which
// refreshes the state and the banner's public status.
import { adminMaintenance, type MaintenanceBody } from '@portal/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { read, write } from '#web/lib/api.ts';
import { PUBLIC_STATUS_KEY } from '#web/lib/public-status.ts';

const MAINTENANCE_KEY = ['admin', 'maintenance'] as const;

export const maintenanceOptions = queryOptions({
  queryKey: MAINTENANCE_KEY,
  queryFn: ({ signal }) => read(adminMaintenance.get, { signal }),
});

export function useSwitchMaintenance() {
  return useMutation({
    mutationFn: (body: MaintenanceBody) =>
      write(adminMaintenance.set, { body, invalidate: [MAINTENANCE_KEY, PUBLIC_STATUS_KEY] }),
  });
}
