// The certificates' files thread (started by files-thread.ts, never imported): renders a certificate's PDF and signs
// a certificate's badge (one request for both: the files job), so that neither blocks the event loop that answers other users' requests (the PDF's drawing
// and its QR code's PNG, the badge's JSON-LD expansion and RDF canonicalisation are all synchronous work). It keeps
// the signing key it was given (one key pair, one Data Integrity suite per thread) and jsonld's resolved contexts
// (the pinned loader's `tag: 'static'`) for its whole life. Built as its own file beside the server's bundle
// (build.mjs, dist/certificate-files-worker.js).
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
// biome-ignore lint/style/noRestrictedImports: the thread is a program of its own (an entry of the bundle); through the badges' index it would load their routes and jobs too.
import { signBadge } from '#server/features/badges/badge-documents.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import type { FilesAnswer, FilesRequest, FilesThreadOptions, SigningKeyMaterial } from './files-thread.ts';

let key: { material: SigningKeyMaterial; pair: Promise<Ed25519Multikey.Ed25519KeyPair> } | null = null;

/** The key pair of `material`, opened once while the badges' key stays the same. */
function keyPair(material: SigningKeyMaterial) {
  if (key?.material.publicKeyMultibase !== material.publicKeyMultibase) {
    key = { material, pair: Ed25519Multikey.from({ type: 'Multikey', ...material }) };
  }
  return key.pair;
}

async function answer(request: FilesRequest): Promise<FilesAnswer> {
  if (request.kind === 'pdf') {
    const pdf = await renderCertificatePdf(request.input);
    return { id: request.id, threadId, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
  }
  if (request.kind === 'files') {
    const pdf = request.input ? await renderCertificatePdf(request.input) : null;
    const badge = request.badge ? await signBadge(request.badge.credential, await keyPair(request.badge.key)) : null;
    return {
      id: request.id,
      threadId,
      files: { pdf: pdf ? new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) : null, badge },
    };
  }
  const signed = await signBadge(request.credential, await keyPair(request.key));
  return { id: request.id, threadId, badge: signed };
}

/**
 * Lowers this thread's CPU priority to `nice` (decision 044). On Linux a thread is a task of its own: its kernel id is
 * the last part of /proc/thread-self (`<pid>/task/<tid>`), and setpriority on that id changes this thread alone, not
 * the event loop's. Where /proc/thread-self does not exist (not Linux) or the change is refused, the thread keeps the
 * process's priority, quietly. Never raises it (a process started at a higher nice keeps that).
 */
function lowerPriority(nice: number): void {
  try {
    const kernelThreadId = Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(kernelThreadId) || kernelThreadId <= 0) return;
    const now = os.getPriority(kernelThreadId);
    if (nice > now) os.setPriority(kernelThreadId, Math.min(19, nice));
  } catch {
    // Not Linux, or not allowed: the process's priority.
  }
}

const port = parentPort;
if (port) {
  lowerPriority((workerData as FilesThreadOptions | null)?.nice ?? 0);
  port.on('message', (request: FilesRequest) => {
    answer(request).then(
      (done) => port.postMessage(done),
      (error: unknown) => port.postMessage({ id: request.id, threadId, error: String(error) }),
    );
  });
}
