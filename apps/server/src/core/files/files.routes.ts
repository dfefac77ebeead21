// GET /files/<signed token>: the private files (assignments, submissions, contents) behind a signed link,
// streamed from the store as an attachment under their original name. Tampered or expired → 403.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';
import { refuseDownloadLink, setDownloadHeaders } from './download-headers.ts';
import { FILES_PREFIX, verifyFileToken } from './signed-links.ts';
import type { FileStore } from './store.ts';

export function filesRoutes(app: FastifyInstance, deps: { db: Db; store: FileStore; filesSecret: string }) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${FILES_PREFIX}:token`,
    // The signed token is the permission (checked when the link was made): no session needed.
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { token } = request.params as { token: string };
      const fileId = verifyFileToken(deps.filesSecret, token);
      if (fileId === null) return refuseDownloadLink(request, reply);
      const [file] = await deps.db
        .select({ storeKey: storedFiles.storeKey, name: storedFiles.originalName, type: storedFiles.mimeType })
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId))
        .limit(1);
      const object = file ? await deps.store.get(file.storeKey) : null;
      if (!file || !object) return reply.code(404).send({ error: 'File not found!' });
      setDownloadHeaders(reply, {
        contentType: file.type || 'application/octet-stream',
        fileName: file.name,
        size: object.size,
      });
      return reply.send(object.body);
    },
  });
}
