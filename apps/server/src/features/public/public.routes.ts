// The public site's API (docs/features.md, Public site): gallery, programmes, director messages, public coordinator
// profiles, organisation options and the contact form. Decisions: docs/decisions/003-public-site.md.
import { CONTACT_SENT, OTHER_ORGANIZATION_OPTION, PUBLIC_SITE, publicEndpoints } from '@portal/contract';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { mediaUrl } from '#server/core/files/media.ts';
// `app.metrics` is declared by the metrics plugin: imported for its type.
import type {} from '../../core/metrics/metrics.routes.ts';
import { contactMailJob } from './public.mails.ts';
import { presentCoordinator, presentDirectorMessage, presentProgramCoordinator } from './public.presenters.ts';
import {
  directorMessage,
  galleryPage,
  insertContactMessage,
  organizationOptions,
  programByShortName,
  programCoordinatorRows,
  programList,
  publicCoordinator,
} from './public.queries.ts';
import { createPublicCache } from './public-cache.ts';

/**
 * Public reads are the same for every caller, and what an admin publishes must show on the next request: browsers
 * and proxies may keep them but must ask again before each use (docs/decisions/012-admin-console.md, Publishing),
 * which costs a 304 when nothing changed (the answer's ETag).
 */
export const PUBLIC_CACHE = 'public, no-cache';

/**
 * Contact messages per client address: 5 accepted messages in 10 minutes, then 429 with Retry-After.
 * Counted in `preHandler`, after validation: a refused form costs nothing and does not use up the allowance.
 * (Held in a variable: RouteOptions types only max and timeWindow; @fastify/rate-limit reads `hook` per route.)
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000, hook: 'preHandler' as const };

export function publicRoutes({ app, route, db, jobs, changes }: FeatureContext) {
  // Every read below is the same for every caller: answered from the cache (public-cache.ts), keyed by the route
  // and its parameters as validated (defaults filled in, the short name in lower case, as it matches).
  const cache = createPublicCache(changes, PUBLIC_CACHE);
  app.metrics?.watchKeptAnswers('public', cache);

  route(publicEndpoints.galleryHomeImages, async ({ query, req, reply }) => {
    const offset = query.offset ?? 0;
    return cache.answer(publicEndpoints.galleryHomeImages, String(offset), req, reply, async () => {
      const rows = await galleryPage(db, offset);
      return {
        data: {
          images: rows.map((row) => ({
            id: row.id,
            image_url: mediaUrl(row.imageKey) ?? '',
            link_url: row.linkUrl,
            title: row.title,
          })),
        },
      };
    });
  });

  route(publicEndpoints.programs, async ({ query, req, reply }) => {
    const limit = query.limit ?? PUBLIC_SITE.programListMax;
    return cache.answer(publicEndpoints.programs, String(limit), req, reply, async () => {
      const rows = await programList(db, limit);
      return {
        data: {
          programs: rows.map((row) => ({
            id: row.id,
            program_short_name: row.shortName,
            program_name: row.name,
            image_url: mediaUrl(row.imageKey),
          })),
        },
      };
    });
  });

  route(publicEndpoints.program, async ({ params, req, reply }) => {
    const shortName = params.program_short_name.toLowerCase();
    return cache.answer(publicEndpoints.program, shortName, req, reply, async () => {
      const program = await programByShortName(db, shortName);
      if (!program) throw notFound('Course Not Found!');
      const coordinators = await programCoordinatorRows(db, program.id);
      return {
        data: {
          id: program.id,
          program_name: program.name,
          program_short_name: program.shortName,
          image_url: mediaUrl(program.imageKey),
          // Stored sanitised by every writer (rich-html.ts): answered as stored.
          module: program.module,
          description: program.description,
          program_coordinators: coordinators.map(presentProgramCoordinator),
        },
      };
    });
  });

  route(publicEndpoints.directorMessage, async ({ params, req, reply }) =>
    cache.answer(publicEndpoints.directorMessage, String(params.id), req, reply, async () => {
      const row = await directorMessage(db, params.id);
      if (!row) throw notFound('Message not found');
      return { data: { message: presentDirectorMessage(row) } };
    }),
  );

  route(publicEndpoints.coordinator, async ({ params, req, reply }) =>
    cache.answer(publicEndpoints.coordinator, String(params.coordinator_id), req, reply, async () => {
      const row = await publicCoordinator(db, params.coordinator_id);
      if (!row) throw notFound('Coordinator not found');
      return { data: presentCoordinator(row) };
    }),
  );

  route(publicEndpoints.selectionOptions, async ({ req, reply }) =>
    cache.answer(publicEndpoints.selectionOptions, '', req, reply, async () => {
      const rows = await organizationOptions(db);
      return {
        organizations: [...rows.map((row) => ({ value: row.id, label: row.name })), { ...OTHER_ORGANIZATION_OPTION }],
      };
    }),
  );

  route(
    publicEndpoints.contact,
    async ({ body, req }) => {
      const message = {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone ? body.phone : null,
        message: body.message,
      };
      // The message and its mail job in one transaction; the admin's inbox keeps it whatever happens to the mail.
      const id = await db.transaction(async (tx) => {
        const stored = await insertContactMessage(tx, { ...message, ip: req.ip });
        if (stored !== null) await jobs.enqueue(tx, contactMailJob, { contactMessageId: stored });
        return stored;
      });
      req.log.info({ event: 'contact_message', contactMessageId: id, ip: req.ip }, 'contact message stored');
      return { success: CONTACT_SENT };
    },
    { rateLimit: CONTACT_RATE_LIMIT },
  );
}
