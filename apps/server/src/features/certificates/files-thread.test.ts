// The certificates' files are made on worker threads (files-thread.ts), not on the event loop that answers other
// users: the PDF is the same bytes as drawn in the process (the badge's side: badges/badge-signing.test.ts).

import fs from 'node:fs';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { certificateDocument } from '#server/testing/certificate-factories.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { FILES_THREAD_NAME, FILES_THREAD_NICE, filesThreadCount, renderPdfOffThread } from './files-thread.ts';

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

  // Linux only: a thread's own nice value is read back from the kernel (/proc/self/task/<tid>/stat, its 19th field).
  it.runIf(fs.existsSync('/proc/thread-self'))(
    'run at the lowest CPU priority, the event loop at its own',
    async () => {
      await renderPdfOffThread(input);
      const niceOf = (task: string) => {
        const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const tasks = fs.readdirSync('/proc/self/task');
      const files = tasks.filter(
        (task) => fs.readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === FILES_THREAD_NAME,
      );
      expect(FILES_THREAD_NICE).toBe(19);
      expect(files.length).toBeGreaterThan(0);
      for (const task of files) expect(niceOf(task)).toBe(19);
      // The process's main thread (its task id is the process's id) keeps its priority.
      expect(niceOf(String(process.pid))).toBeLessThan(19);
    },
  );

  it('are one per core but the event loop’s, at least one', () => {
    expect(filesThreadCount(1)).toBe(1);
    expect(filesThreadCount(2)).toBe(1);
    expect(filesThreadCount(4)).toBe(3);
    expect(filesThreadCount(64)).toBe(4);
  });
});
