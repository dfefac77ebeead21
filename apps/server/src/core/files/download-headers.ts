// What every private download carries (docs/security.md FI5): an attachment under its name (`filename*=UTF-8''…`),
// nosniff, a sandbox CSP and `Cache-Control: private, no-store`; and what a refused download link answers and logs.
// Both signed-link routes use it: a stored file (`/files/<token>`) and the ZIP of an assignment's submissions.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityEvent } from '../logging.ts';
import { attachmentHeader } from './signed-links.ts';

export const LINK_REFUSED = 'This download link is not valid or has expired';

/** Sets the headers of a private download; `size` (bytes) when known. */
export function setDownloadHeaders(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; size?: number | undefined },
): FastifyReply {
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachmentHeader(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store');
  if (file.size !== undefined) reply.header('Content-Length', file.size);
  return reply;
}

/** A tampered, expired or dead signed link: 403, and the `download_link_refused` security event. */
export function refuseDownloadLink(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  securityEvent(request, 'download_link_refused', {}, 'signed download link refused');
  return reply.code(403).send({ error: LINK_REFUSED });
}
