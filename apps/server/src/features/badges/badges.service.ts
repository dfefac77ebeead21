// The badges of one built app (docs/decisions/028-open-badges.md): what the routes and the badge job share — the
// document addresses, the file store, the files secret, and the signing key once opened (kept in the process: it never
// changes once made). The job finds the service of its database through `bindBadges` (as the notification jobs find
// their queue): the JobContext carries neither the store nor the secret.
import { createHash, randomBytes } from 'node:crypto';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import type { Db } from '#server/core/db/client.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { type SigningKeyMaterial, signBadgeOffThread } from '#server/features/certificates/index.ts';
import { type BadgeUrls, badgeCredential, badgeUrls } from './badge-documents.ts';
import { BADGE_MIME_TYPE, certificateForBadge, recordBadge } from './badges.queries.ts';
import { signingKeyPair, storedKeyPair } from './signing-key.ts';

export interface BadgeService {
  urls: BadgeUrls;
  store: FileStore;
  /** The key pair if one is stored (never makes it). */
  existingKey(): Promise<Ed25519KeyPair | null>;
  /** The key pair, made at first use. */
  key(): Promise<Ed25519KeyPair>;
  /** Makes, signs and stores the badge of a certificate once; answers false for an unknown id or one it has. */
  makeBadge(certificateId: number): Promise<boolean>;
  /** The signing key as the files threads open it (made at first use, exported once). */
  signingMaterial(): Promise<SigningKeyMaterial>;
}

/** A signed badge as the file store keeps it: its bytes, their SHA-256, a key of its own and the download's name. */
export function badgeFileOf(serial: string, signed: object) {
  const bytes = Buffer.from(JSON.stringify(signed, null, 2));
  return {
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storeKey: `badges/${randomBytes(16).toString('hex')}.json`,
    name: `badge-${serial}.json`,
  };
}

export function createBadgeService(db: Db, store: FileStore, filesSecret: string, publicUrl: string): BadgeService {
  const urls = badgeUrls(publicUrl);
  let opened: Ed25519KeyPair | null = null;
  /** The key as the files threads open it, exported once. */
  let material: Promise<SigningKeyMaterial> | null = null;
  const keyMaterial = async (): Promise<SigningKeyMaterial> => {
    const pair = await service.key();
    const exported = await pair.export({ publicKey: true, secretKey: true });
    if (!exported.secretKeyMultibase) throw new Error('the badges signing key has no secret');
    return {
      id: urls.key,
      controller: urls.issuer,
      publicKeyMultibase: exported.publicKeyMultibase,
      secretKeyMultibase: exported.secretKeyMultibase,
    };
  };
  const service: BadgeService = {
    urls,
    store,
    async existingKey() {
      opened ??= await storedKeyPair(db, filesSecret, urls);
      return opened;
    },
    async key() {
      opened ??= await signingKeyPair(db, filesSecret, urls);
      return opened;
    },
    async makeBadge(certificateId) {
      const facts = await certificateForBadge(db, certificateId);
      if (!facts || facts.badgeFileId !== null) return false;
      if (facts.ownerId === null) throw new Error(`certificate ${certificateId} has neither holder nor issuer`);
      // Signed on a files thread (certificates/files-thread.ts): the event loop answers other users meanwhile.
      const { badge: signed } = await signBadgeOffThread(badgeCredential(urls, facts), await service.signingMaterial());
      const { bytes, sha256, storeKey, name } = badgeFileOf(facts.serial, signed);
      await store.put(storeKey, bytes, BADGE_MIME_TYPE);
      const recorded = await db
        .transaction((tx) =>
          recordBadge(tx, certificateId, {
            storeKey,
            sizeBytes: bytes.length,
            sha256,
            ownerId: facts.ownerId as number,
            name,
          }),
        )
        .catch(async (error: unknown) => {
          await store.delete(storeKey).catch(() => {});
          throw error;
        });
      // Another run recorded its badge first: this file is not needed.
      if (!recorded) await store.delete(storeKey);
      return recorded;
    },
    signingMaterial() {
      material ??= keyMaterial().catch((error: unknown) => {
        material = null;
        throw error;
      });
      return material;
    },
  };
  return service;
}

const bindings = new WeakMap<object, BadgeService>();

/** Binds the badge job to the service of the app built on `db` (the latest build wins: a restarted app). */
export function bindBadges(db: Db, service: BadgeService): void {
  bindings.set(db, service);
}

export function boundBadges(db: Db): BadgeService {
  const found = bindings.get(db);
  // Thrown before the routes are built: the job is tried again later.
  if (!found) throw new Error('badge jobs are not bound to this database yet');
  return found;
}
