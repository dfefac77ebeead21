// The Open Badges 3.0 documents (docs/decisions/028-open-badges.md): the addresses under PUBLIC_URL, the issuer
// profile, the key document, a certificate's credential and a revocation status list, and the signing of the last
// two with the `eddsa-rdfc-2022` Data Integrity proof. Signing reads JSON-LD contexts only through `pinnedLoader`:
// the contexts shipped with the project, never the network.

import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { BADGES, INSTITUTE } from '@portal/contract';
import obContext from './contexts/ob-v3p0-context-3.0.3.json' with { type: 'json' };

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

/** The JSON-LD contexts the portal signs with and serves, by address: pinned copies, loaded without the network. */
export const PINNED_CONTEXTS: ReadonlyMap<string, object> = new Map<string, object>([
  ...credentialContexts,
  ...multikeyContexts,
  [OB_V3_CONTEXT, obContext],
]);

/**
 * A document loader serving the pinned contexts and nothing else: an address outside them is refused (a badge
 * naming another context cannot make the server fetch it). `extra` adds documents (a verifier's: the portal's own).
 */
export function pinnedLoader(extra?: (url: string) => Promise<object | null>): vc.DocumentLoader {
  return async (url) => {
    const pinned = PINNED_CONTEXTS.get(url);
    // A pinned context never changes: `tag: 'static'` lets jsonld keep it resolved in its process-wide cache (without
    // a tag every signing fetched and resolved every context again). jsonld resolves a fetched context's addresses in
    // place, so it is given a copy.
    if (pinned) return { contextUrl: null, documentUrl: url, document: structuredClone(pinned), tag: 'static' };
    const document = extra ? await extra(url) : null;
    if (!document) throw new Error(`document not served by the portal: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };
}

/** The addresses of the badges' documents under the portal's public address. */
export function badgeUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    base,
    issuer: `${base}/api/public/badges/issuer`,
    key: `${base}/api/public/badges/keys/${BADGES.keyNumber}`,
    statusList: (listNumber: number) => `${base}/api/public/badges/status/${listNumber}`,
    badge: (code: string) => `${base}/api/public/certificates/${code}/badge`,
    verifyPage: (code: string) => `${base}/verify/${code}`,
    program: (shortName: string) => `${base}/certification-programs/${encodeURIComponent(shortName.toLowerCase())}`,
  };
}
export type BadgeUrls = ReturnType<typeof badgeUrls>;

/** Which status list holds a status index, and its bit there. */
export function statusPlace(statusIndex: number): { listNumber: number; bit: number } {
  return {
    listNumber: Math.floor(statusIndex / BADGES.statusListLength) + 1,
    bit: statusIndex % BADGES.statusListLength,
  };
}

/** A moment as the credentials write it: UTC to the second. */
export const credentialTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * The issuer profile, which is also the key's controller document: its `assertionMethod` names the key, so that a
 * verifier finds the key authorised to sign the institute's credentials. `assertionMethod` is defined inline (the
 * security vocabulary's term), as neither the credentials nor the Open Badges context defines it. Without a key yet
 * (no badge was ever made) it names none.
 */
export function issuerProfile(urls: BadgeUrls, hasKey: boolean) {
  return {
    '@context': [
      VC_V2_CONTEXT,
      OB_V3_CONTEXT,
      {
        assertionMethod: {
          '@id': 'https://w3id.org/security#assertionMethod',
          '@type': '@id',
          '@container': '@set',
        },
      },
    ],
    id: urls.issuer,
    type: ['Profile'],
    name: INSTITUTE.name,
    url: urls.base,
    email: INSTITUTE.email,
    address: { type: ['Address'], streetAddress: INSTITUTE.address },
    ...(hasKey ? { assertionMethod: [urls.key] } : {}),
  };
}

/** The key document a proof's `verificationMethod` names: a Multikey controlled by the issuer. */
export function keyDocument(urls: BadgeUrls, publicKeyMultibase: string) {
  return {
    '@context': MULTIKEY_CONTEXT,
    id: urls.key,
    type: 'Multikey',
    controller: urls.issuer,
    publicKeyMultibase,
  };
}

/** What a badge states: the certificate's fields as they were issued. */
export interface BadgeFacts {
  code: string;
  serial: string;
  holderName: string;
  programName: string;
  programShortName: string | null;
  courseName: string;
  resultStatus: string;
  resultTotal: string | null;
  issuedAt: Date;
  statusIndex: number;
}

/**
 * The unsigned OpenBadgeCredential of a certificate. The holder is named (the name is printed on the certificate),
 * never identified by e-mail; the achievement is the programme, completed in the course, with its released result.
 */
export function badgeCredential(urls: BadgeUrls, facts: BadgeFacts) {
  const achievementId = facts.programShortName
    ? urls.program(facts.programShortName)
    : `${urls.badge(facts.code)}#achievement`;
  const statusResult = `${achievementId}#result`;
  const totalResult = `${achievementId}#total`;
  const { listNumber, bit } = statusPlace(facts.statusIndex);
  const statusList = urls.statusList(listNumber);
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: urls.badge(facts.code),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: urls.issuer, type: ['Profile'], name: INSTITUTE.name, url: urls.base },
    validFrom: credentialTime(facts.issuedAt),
    name: facts.programName,
    description: `Certificate ${facts.serial}: ${facts.programName}, ${facts.courseName}. Verify at ${urls.verifyPage(facts.code)}`,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.holderName }],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certification',
        name: facts.programName,
        description: `${facts.programName}, completed in the course ${facts.courseName}.`,
        criteria: {
          narrative: `Passed the course ${facts.courseName} of the programme ${facts.programName}: a final result of Pass, released by the course's coordinator.`,
        },
        creator: { id: urls.issuer, type: ['Profile'], name: INSTITUTE.name },
        resultDescription: [
          { id: statusResult, type: ['ResultDescription'], name: 'Final result', resultType: 'Status' },
          ...(facts.resultTotal === null
            ? []
            : [{ id: totalResult, type: ['ResultDescription'], name: 'Weighted total', resultType: 'RawScore' }]),
        ],
      },
      result: [
        { type: ['Result'], resultDescription: statusResult, status: 'Completed', value: facts.resultStatus },
        ...(facts.resultTotal === null
          ? []
          : [{ type: ['Result'], resultDescription: totalResult, value: facts.resultTotal }]),
      ],
    },
    credentialStatus: {
      id: `${statusList}#${bit}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(bit),
      statusListCredential: statusList,
    },
  };
}

/** Signs a credential with the badges' key: an `eddsa-rdfc-2022` DataIntegrityProof for `assertionMethod`. */
export async function signCredential<T extends object>(
  credential: T,
  key: Ed25519KeyPair,
): Promise<T & { proof: object }> {
  const suite = new DataIntegrityProof({ signer: key.signer(), cryptosuite: eddsaRdfc2022 });
  return vc.issue({ credential, suite, documentLoader: pinnedLoader() });
}

/**
 * A signed badge: its proof written as a list of one, as the Open Badges JSON schema of an AchievementCredential
 * requires (`proof` is an array there; in JSON-LD one proof and a list of one are the same, and verifiers take both).
 */
export async function signBadge<T extends object>(
  credential: T,
  key: Ed25519KeyPair,
): Promise<T & { proof: object[] }> {
  const signed = await signCredential(credential, key);
  return { ...signed, proof: [signed.proof] };
}

/** The signed revocation status list number `listNumber`, its bits set at the given indexes (within the list). */
export async function signedStatusList(
  urls: BadgeUrls,
  key: Ed25519KeyPair,
  listNumber: number,
  setBits: readonly number[],
  now: Date,
) {
  const list = await createList({ length: BADGES.statusListLength });
  for (const bit of setBits) list.setStatus(bit, true);
  const unsigned = await createCredential({ id: urls.statusList(listNumber), list, statusPurpose: 'revocation' });
  return signCredential(
    {
      ...unsigned,
      issuer: urls.issuer,
      // From five minutes before: a verifier whose clock is a little behind the server's still takes it.
      validFrom: credentialTime(new Date(now.getTime() - 5 * 60_000)),
      validUntil: credentialTime(new Date(now.getTime() + 24 * 3600_000)),
    },
    key,
  );
}
