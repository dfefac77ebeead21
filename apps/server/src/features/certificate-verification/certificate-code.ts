// MERGE: replaced by the code generator of features/certificates/ (the re-issue needs a new code before that lands).
// A verification code: 80 bits from the CSPRNG in 16 RFC 4648 base32 characters, nothing derived from the holder.
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE } from '@portal/contract';

export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = CERTIFICATE_CODE.length - 1; i >= 0; i--) {
    code += CERTIFICATE_CODE.alphabet[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return code;
}
