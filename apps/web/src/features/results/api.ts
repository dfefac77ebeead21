// The results feature's query keys and reads (docs/features.md, Results). Every key starts with ['results'].
import { participantResults } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';

export const resultKeys = {
  all: ['results'] as const,
  participant: ['results', 'participant'] as const,
};

/** The participant's courses with what has been released of their results. */
export function participantResultsOptions() {
  return queryOptions({
    queryKey: resultKeys.participant,
    queryFn: ({ signal }) => read(participantResults.read, { signal }),
  });
}
