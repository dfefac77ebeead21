// The coordinator's "download all": one ZIP of an assignment's current submissions, each file named by roll and
// name, and manifest.csv (roll, name, file, submitted at, on time or grace, SHA-256). It is streamed while it is
// built: files are read from the store one at a time (yazl's lazy entries), so memory stays flat.
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { CSV_BOM, csvLine } from '#server/core/csv.ts';
import type { FileStore } from '#server/core/files/store.ts';

export interface ArchivedSubmission {
  courseRoll: string;
  participantName: string;
  storeKey: string;
  fileName: string;
  extension: string;
  sha256: string | null;
  submittedAt: Date;
}

/** A name safe in any unzip program: letters, digits, dot, dash and underscore. */
export function safeName(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 80) || 'file'
  );
}

/** The entry name of a submission: `001-Alice-Ahmed.pdf`. */
export function entryName(submission: ArchivedSubmission): string {
  return `${safeName(submission.courseRoll)}-${safeName(submission.participantName)}.${submission.extension}`;
}

export function manifest(submissions: ArchivedSubmission[], graceFrom: Date): string {
  const lines = [csvLine(['Roll', 'Name', 'File', 'Original name', 'Submitted at', 'On time or grace', 'SHA-256'])];
  for (const submission of submissions) {
    lines.push(
      csvLine([
        submission.courseRoll,
        submission.participantName,
        entryName(submission),
        submission.fileName,
        submission.submittedAt.toISOString(),
        submission.submittedAt.getTime() >= graceFrom.getTime() ? 'grace' : 'on time',
        submission.sha256,
      ]),
    );
  }
  return CSV_BOM + lines.join('');
}

/** The ZIP as a stream; a file missing from the store ends the stream with an error (the download breaks off). */
export function submissionsArchive(
  store: FileStore,
  submissions: ArchivedSubmission[],
  graceFrom: Date,
  at: Date,
): Readable {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(manifest(submissions, graceFrom), 'utf8'), 'manifest.csv', { mtime: at });
  for (const submission of submissions) {
    zip.addReadStreamLazy(entryName(submission), { mtime: submission.submittedAt }, (callback) => {
      store.get(submission.storeKey).then(
        (object) =>
          object
            ? callback(null, object.body)
            : callback(new Error(`stored file missing: ${submission.storeKey}`), Readable.from([])),
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return Readable.from(zip.outputStream);
}
