// A badge is signed on a certificates' files thread (certificates/files-thread.ts) with the key it is given, and the
// pinned contexts are loaded as static documents, which jsonld keeps resolved for the process's life.
import { threadId } from 'node:worker_threads';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { describe, expect, it } from 'vitest';
import { signBadgeOffThread } from '#server/features/certificates/index.ts';
import { certificateDocument } from '#server/testing/certificate-factories.ts';
import { badgeCredential, badgeUrls, pinnedLoader, VC_V2_CONTEXT } from './badge-documents.ts';

const input = {
  ...certificateDocument,
};

describe('signing a badge', () => {
  it('sign the badge off the event loop with the key they are given', async () => {
    const urls = badgeUrls(input.publicUrl);
    const pair = await Ed25519Multikey.generate({ id: urls.key, controller: urls.issuer });
    const exported = await pair.export({ publicKey: true, secretKey: true });
    const credential = badgeCredential(urls, {
      ...input,
      programShortName: 'CEAML',
      resultStatus: 'Pass',
      statusIndex: 3,
    });
    const signed = await signBadgeOffThread(credential, {
      id: urls.key,
      controller: urls.issuer,
      publicKeyMultibase: exported.publicKeyMultibase,
      secretKeyMultibase: exported.secretKeyMultibase as string,
    });
    expect(signed.threadId).not.toBe(threadId);
    expect(signed.badge.id).toBe(credential.id);
    expect(signed.badge.proof).toEqual([
      expect.objectContaining({ cryptosuite: 'eddsa-rdfc-2022', verificationMethod: urls.key }),
    ]);
  });
});

describe('the pinned document loader', () => {
  it('marks the pinned contexts static, so that jsonld keeps them resolved for the process', async () => {
    const loaded = await pinnedLoader()(VC_V2_CONTEXT);
    expect(loaded.tag).toBe('static');
  });
});
