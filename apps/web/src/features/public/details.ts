// The reads of the lazy public screens: a programme, a director message, a coordinator's public profile.
import { directorMessageEndpoint, programEndpoint, publicCoordinatorEndpoint } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';
import { publicKeys } from './api.ts';

export function programOptions(shortName: string) {
  return queryOptions({
    queryKey: publicKeys.program(shortName),
    queryFn: ({ signal }) => read(programEndpoint, { params: { program_short_name: shortName }, signal }),
    select: (answer) => answer.data,
  });
}

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
