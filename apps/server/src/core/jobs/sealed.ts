// Job data carries ids, never personal data in clear. The few jobs that need a value no row holds (the address a
// password reset was asked for, the new address of an e-mail change, a contact message's sender) carry it sealed:
// AES-256-GCM under a key derived from the server's files secret (HKDF-SHA-256, a label of its own), bound to the
// job's name so that a sealed value copied into another job does not open. The database then holds no such value
// in clear, and pg-boss deletes a job's row once it is done (docs/decisions/022-job-queue.md).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SEALED_PREFIX = 'sealed.v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed string: the only kind of string job data may hold besides ids (checked by `assertIdsOnly`). */
export type Sealed = string & { readonly __sealed: true };

export interface Sealer {
  seal(jobName: string, value: string): Sealed;
  open(jobName: string, sealed: string): string;
}

export function isSealed(value: unknown): value is Sealed {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX);
}

export class UnreadableJobDataError extends Error {
  override name = 'UnreadableJobDataError';
}

export function createSealer(serverSecret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'portal-job-data', 'portal job data key v1', 32));
  const associated = (jobName: string) => Buffer.from(`job:${jobName}`);
  return {
    seal(jobName, value) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(associated(jobName));
      const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return (SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')) as Sealed;
    },
    open(jobName, sealed) {
      if (!isSealed(sealed)) throw new UnreadableJobDataError('not a sealed value');
      const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new UnreadableJobDataError('sealed value too short');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(associated(jobName));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new UnreadableJobDataError('the sealed value does not open with this key and job');
      }
    },
  };
}
