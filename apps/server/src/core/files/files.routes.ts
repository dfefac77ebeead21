// GET /files/<signed token>: the private files (assignments, submissions, contents) behind a signed link,
// streamed from the store as an attachment under their original name. Tampered or expired → 403.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';
import { securityEvent } from '../logging.ts';
import { attachmentHeader, FILES_PREFIX, verifyFileToken } from './signed-links.ts';
import type { FileStore } from './store.ts';

export const LINK_REFUSED = 'This download link is not valid or has expired';

export function filesRoutes(app: FastifyInstance, deps: { db: Db; store: FileStore; filesSecret: string }) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${FILES_PREFIX}:token`,
    // The signed token is the permission (checked when the link was made): no session needed.
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { token } = request.params as { token: string };
      const fileId = verifyFileToken(deps.filesSecret, token);
      if (fileId === null) {
        securityEvent(request, 'download_link_refused', {}, 'signed download link refused');
        return reply.code(403).send({ error: LINK_REFUSED });
      }
      const [file] = await deps.db
        .select({ storeKey: storedFiles.storeKey, name: storedFiles.originalName, type: storedFiles.mimeType })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId))
        .limit(1);
      const object = file ? await deps.store.get(file.storeKey) : null;
      if (!file || !object) return reply.code(404).send({ error: 'File not found!' });
      reply
        .header('Content-Type', file.type || 'application/octet-stream')
        .header('Content-Disposition', attachmentHeader(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store');
      if (object.size !== undefined) reply.header('Content-Length', object.size);
      return reply.send(object.body);
    },
  });
}
