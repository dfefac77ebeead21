// The file icon of a list row that downloads it (docs/features.md, pieces every area shares): `POST …/download` through
// the
// `download` helper, which opens the signed link in a new tab and shows the download table's texts. While the
// link is being made the button is busy, so a double click asks once.
import type { EndpointDef } from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { type DownloadInput, download } from '#web/lib/api.ts';
import { FileTypeIcon, fileKindLabel } from './file-type-icon.tsx';

export interface DownloadButtonProps<E extends EndpointDef> {
  endpoint: E;
  input: DownloadInput<E>;
  /** The file's name: the button's accessible name says what it downloads. */
  fileName: string;
  extension: string | null | undefined;
  /** Lists to refresh afterwards (a download counts a view). */
  invalidate?: readonly QueryKey[];
  /** Text beside the icon, when the icon alone is not enough. */
  children?: React.ReactNode;
}

/**
 * The button's accessible name: 'Download <file>', with the kind the icon shows ('PDF') added when the file's
 * name does not already hold it, since a name must contain the visible text of its control (WCAG 2.5.3, axe's
 * label-content-name-mismatch): someone using speech input says what they see ('click PDF').
 */
export function downloadName(fileName: string, extension: string | null | undefined): string {
  const kind = fileKindLabel(extension);
  return fileName.toLowerCase().includes(kind.toLowerCase())
    ? `Download ${fileName}`
    : `Download ${fileName} (${kind})`;
}

export function DownloadButton<E extends EndpointDef>({
  endpoint,
  input,
  fileName,
  extension,
  invalidate,
  children,
}: DownloadButtonProps<E>) {
  const [isBusy, setBusy] = useState(false);
  const onClick = async () => {
    if (isBusy) return;
    setBusy(true);
    try {
      await download(endpoint, { ...input, ...(invalidate ? { invalidate } : {}) } as DownloadInput<E>);
    } catch {
      // The helper has shown the download table's text.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-link p-0 d-inline-flex align-items-center gap-1 text-decoration-none"
      onClick={onClick}
      aria-busy={isBusy || undefined}
      title={`Download ${fileName}`}
      aria-label={downloadName(fileName, extension)}
    >
      <FileTypeIcon extension={extension} />
      {children}
    </button>
  );
}
