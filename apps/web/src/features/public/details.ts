// The reads of the lazy public screens: a director message, a coordinator's public profile (a programme's is in
// api.ts, started by the router before its screen's chunk arrives).
import { directorMessageEndpoint, publicCoordinatorEndpoint } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';
import { publicKeys } from './api.ts';

export function directorMessageOptions(id: number) {
  return queryOptions({
    queryKey: publicKeys.directorMessage(id),
    queryFn: ({ signal }) => read(directorMessageEndpoint, { params: { id }, signal }),
    select: (answer) => answer.data.message,
  });
}

export function coordinatorOptions(id: string) {
  return queryOptions({
    queryKey: publicKeys.coordinator(id),
    queryFn: ({ signal }) => read(publicCoordinatorEndpoint, { params: { coordinator_id: id }, signal }),
    select: (answer) => answer.data,
  });
}
