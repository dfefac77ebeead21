// The badges' Ed25519 signing key (docs/decisions/028-open-badges.md): made at first use (the first badge signed),
// its secret sealed at rest as the admins' TOTP secrets are (AES-256-GCM under a key derived from the server's files
// secret with a label of its own), one row kept across restarts. Two processes making it at once: the row of the
// first insert stays (`on conflict do nothing`), and both read and use that one.

import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { eq } from 'drizzle-orm';
import { openValue, sealingKey, sealValue } from '#server/core/auth/two-step.ts';
import type { Db } from '#server/core/db/client.ts';
import { badgeSigningKeys } from '#server/core/db/schema/index.ts';
import type { BadgeUrls } from './badge-documents.ts';

/** The associated data of the sealed secret: the one row it belongs to. */
const SEALED_CONTEXT = 'badge-signing-key:1';

const keyOf = (filesSecret: string) =>
  sealingKey(filesSecret, 'portal-badge-signing-key', 'portal badge signing key v1');

/** The public key, or null before the first badge (a read: never makes the key). */
export async function readPublicKey(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ publicKeyMultibase: badgeSigningKeys.publicKeyMultibase })
    .from(badgeSigningKeys)
    .where(eq(badgeSigningKeys.singleton, 1));
  return row?.publicKeyMultibase ?? null;
}

/** The key pair of a stored row. */
function pairOf(row: { publicKeyMultibase: string; secretSealed: string }, filesSecret: string, urls: BadgeUrls) {
  return Ed25519Multikey.from({
    type: 'Multikey',
    id: urls.key,
    controller: urls.issuer,
    publicKeyMultibase: row.publicKeyMultibase,
    secretKeyMultibase: openValue(keyOf(filesSecret), SEALED_CONTEXT, row.secretSealed),
  });
}

const readRow = (db: Db) =>
  db
    .select({ publicKeyMultibase: badgeSigningKeys.publicKeyMultibase, secretSealed: badgeSigningKeys.secretSealed })
    .from(badgeSigningKeys)
    .where(eq(badgeSigningKeys.singleton, 1));

/** The stored key pair, or null before the first badge (a read: never makes the key). */
export async function storedKeyPair(db: Db, filesSecret: string, urls: BadgeUrls): Promise<Ed25519KeyPair | null> {
  const [row] = await readRow(db);
  return row ? pairOf(row, filesSecret, urls) : null;
}

/** The signing key pair, made and stored first if there is none yet. */
export async function signingKeyPair(db: Db, filesSecret: string, urls: BadgeUrls): Promise<Ed25519KeyPair> {
  const stored = await storedKeyPair(db, filesSecret, urls);
  if (stored) return stored;
  const made = await Ed25519Multikey.generate();
  const exported = await made.export({ publicKey: true, secretKey: true });
  if (!exported.secretKeyMultibase) throw new Error('the new signing key has no secret');
  await db
    .insert(badgeSigningKeys)
    .values({
      singleton: 1,
      publicKeyMultibase: exported.publicKeyMultibase,
      secretSealed: sealValue(keyOf(filesSecret), SEALED_CONTEXT, exported.secretKeyMultibase),
    })
    .onConflictDoNothing();
  // The row that stayed: this one, or that of another process that made its key first.
  const [row] = await readRow(db);
  if (!row) throw new Error('the signing key was not stored');
  return pairOf(row, filesSecret, urls);
}
