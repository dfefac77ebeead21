// The CSV export of the participant list (beyond the spec; docs/decisions/009, "The CSV export"): the file of
// the course's participants with the list's search, on every page, saved through lib/api's `saveDownload`.
import { coordinatorParticipants } from '@portal/contract';
import { saveDownload } from '#web/lib/api.ts';
import type { ParticipantStatus } from './filters.ts';

export interface ExportRequest {
  status: ParticipantStatus;
  courseId: number;
  /** The list's search ('' for none): the file holds what the list holds, on every page. */
  search: string;
  /** The course's short name, for the file name when the server sends none. */
  shortName?: string | undefined;
}

/** Fetches the CSV of a course's (searched) participants and saves it; throws the toasted ApiError on a refusal. */
export function exportParticipantsCsv({ status, courseId, search, shortName }: ExportRequest): Promise<void> {
  return saveDownload(coordinatorParticipants.exportCsv, {
    params: { status, courseId },
    query: search ? { search } : undefined,
    fallbackName: `participants-${shortName || courseId}.csv`,
  });
}
