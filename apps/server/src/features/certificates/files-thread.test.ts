// The certificates' files are made on worker threads (files-thread.ts), not on the event loop that answers other
// users: the PDF is the same bytes as drawn in the process (the badge's side: badges/badge-signing.test.ts).

import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { certificateDocument } from '#server/testing/certificate-factories.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { filesThreadCount, renderPdfOffThread } from './files-thread.ts';

const input = {
  ...certificateDocument,
  signatories: [{ position: 1, name: 'A. Rahman', designation: 'Director' }],
  timeZone: 'Asia/Dhaka',
};

describe('the certificate files threads', () => {
  it('draw the PDF off the event loop, byte for byte as in the process', async () => {
    const made = await renderPdfOffThread(input);
    expect(made.threadId).not.toBe(threadId);
    expect(made.pdf.equals(await renderCertificatePdf(input))).toBe(true);
  });

  it('are one per core but the event loop’s, at least one', () => {
    expect(filesThreadCount(1)).toBe(1);
    expect(filesThreadCount(2)).toBe(1);
    expect(filesThreadCount(4)).toBe(3);
    expect(filesThreadCount(64)).toBe(4);
  });
});
