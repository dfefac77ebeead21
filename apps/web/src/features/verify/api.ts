// The public verification read, and the SHA-256 of a file computed in the browser (the file never leaves it).
import { certificateVerification } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';

/** As long as the server lets browsers keep an answer: a revocation shows on the next visit after it. */
const VERIFY_FRESH_MS = 30_000;

export const verifyKeys = { code: (code: string) => ['verify', code] as const };

/** `code` normalised (upper case, no separators). */
export function verifyOptions(code: string) {
  return queryOptions({
    queryKey: verifyKeys.code(code),
    queryFn: ({ signal }) => read(certificateVerification.verify, { params: { code }, signal }),
    staleTime: VERIFY_FRESH_MS,
  });
}

/** The file's SHA-256 in lower-case hex (Web Crypto), as the server records the PDF's. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
