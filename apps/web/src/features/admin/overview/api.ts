// The admin's home: the counts of what the console manages.
import { adminOverview } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';

export function overviewOptions() {
  return queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => read(adminOverview.summary, { signal }),
  });
}
