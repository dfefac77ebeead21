// The CSV export of the participant list (beyond the spec; docs/decisions/009, "The CSV export"): a signed-in
// GET whose answer is a file, not JSON, so none of lib/api's helpers can read it (they all parse JSON) and a
// plain link would carry no token. It is fetched here with the session's bearer token and saved through an
// object URL; a refusal speaks the download table of spec part 2, section 8, as lib/api's downloads do
// (a 401 ends the session and goes to '/').
import { coordinatorParticipants } from '@portal/contract';
import { ApiError, catalogueText, DOWNLOAD_TEXTS, endpointUrl, errorTextOf } from '#web/lib/api.ts';
import { getAuthToken } from '#web/lib/cookies.ts';
import { endSession } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';
import type { ParticipantStatus } from './filters.ts';

export interface ExportRequest {
  status: ParticipantStatus;
  courseId: number;
  /** The list's search ('' for none): the file holds what the list holds, on every page. */
  search: string;
  /** The course's short name, for the file name when the server sends none. */
  shortName?: string | undefined;
}

export function exportUrl({ status, courseId, search }: ExportRequest): string {
  return endpointUrl(coordinatorParticipants.exportCsv, {
    params: { status, courseId },
    query: search ? { search } : undefined,
  });
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987) first, then `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}

function fail(status: number, body: unknown): ApiError {
  const serverText = errorTextOf(body);
  const message = catalogueText(DOWNLOAD_TEXTS, status, serverText);
  notify.error(message);
  if (status === 401) endSession();
  return new ApiError(message, { status, kind: status === 0 ? 'network' : 'http', serverText });
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Saves a file the page already holds under a name, as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches the CSV of a course's (searched) participants and saves it; throws the toasted ApiError on a refusal. */
export async function exportParticipantsCsv(request: ExportRequest): Promise<void> {
  const headers = new Headers({ Accept: 'text/csv, application/json' });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(exportUrl(request), { method: 'GET', headers });
  } catch {
    throw fail(0, undefined);
  }
  if (!response.ok) throw fail(response.status, await jsonOf(response));
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw fail(0, undefined);
  }
  const fallback = `participants-${request.shortName || request.courseId}.csv`;
  saveFile(blob, fileNameOf(response.headers.get('Content-Disposition')) ?? fallback);
}
