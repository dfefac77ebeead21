// GET /media/<key>: public images from the store, cached for a year (a replaced image gets a new key).
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from './media.ts';
import { type FileStore, isSafeKey } from './store.ts';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export function mediaRoutes(app: FastifyInstance, store: FileStore) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}*`,
    config: { access: 'public' },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      const type = TYPES[extension];
      const object = type && isSafeKey(key) ? await store.get(`media/${key}`) : null;
      if (!object || !type) return reply.code(404).send({ error: 'Not Found' });
      reply
        .header('Content-Type', type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        // An SVG opened directly can never run script or load anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (object.size !== undefined) reply.header('Content-Length', object.size);
      return reply.send(object.body);
    },
  });
}
