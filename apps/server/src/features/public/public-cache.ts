// The public reads' answers kept in the process: they are the same for every caller, so each is read, serialised
// (through the route's response schema, as any answer) and compressed once, then sent as stored bytes with an
// ETag until something it shows changes. A hit sends no SQL statement and runs no serialiser nor compressor.
//
// What drops it: the change feed (core/db/changes.ts). Every write that changes what a public read shows announces
// `public` in its transaction (the admin console's publishing writes, a coordinator's activation); a user's change
// on the `session` topic (`u<id>`: profile edits, the admin's coordinator edits, deactivations) may change a
// coordinator's name, picture or occupation on programme pages and profiles, so it drops everything too (such
// changes are rare). Nothing is kept while the feed is not live. Only successful answers are kept; a 404 is not.
import type { EndpointDef, EndpointOutput } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import { JSON_TYPE, type PreparedAnswer, prepareAnswer, sendPrepared } from '#server/core/http/prepared-answer.ts';

/** Answers kept at most (by count and by bytes, the compressed forms included); the least recently used go first. */
const MAX_ANSWERS = 2000;
const MAX_BYTES = 32 * 1024 * 1024;

export interface PublicCache {
  /**
   * Sends the answer of `endpoint` kept under `key` (its parameters as validated), else reads it with `read`
   * (which may throw, e.g. a 404: nothing is kept), serialises it with the route's serialiser, keeps it and sends it.
   */
  answer<E extends EndpointDef>(
    endpoint: E,
    key: string,
    req: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<EndpointOutput<E>>,
  ): Promise<FastifyReply>;
  /** Answers held now (tests). */
  readonly size: number;
}

export function createPublicCache(changes: ChangeFeed, cacheControl: string): PublicCache {
  const cache = new LRUCache<string, PreparedAnswer>({
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => answer.size,
  });
  // Answers being read: requests that miss the same key at once share one read (after a change, every
  // connection would otherwise query and compress the same answer).
  const reading = new Map<string, Promise<PreparedAnswer>>();
  // Bumped by every change: an answer read before a change is sent but not kept, nor shared with later requests.
  let generation = 0;
  const drop = () => {
    generation += 1;
    cache.clear();
    reading.clear();
  };
  changes.on('public', drop);
  changes.on('session', (key) => {
    if (key === null || key.startsWith('u')) drop();
  });

  return {
    async answer(endpoint, parameters, req, reply, read) {
      const key = `${endpoint.method} ${endpoint.path} ${parameters}`;
      const kept = cache.get(key);
      if (kept) return sendPrepared(req, reply, kept);
      let pending = reading.get(key);
      if (!pending) {
        const startedAt = generation;
        pending = read().then((data) => {
          const answer = prepareAnswer(reply.serialize(data), { contentType: JSON_TYPE, cacheControl });
          if (changes.live && generation === startedAt) cache.set(key, answer);
          return answer;
        });
        // Shared only while every change is heard (a request must not wait on a read older than a change).
        if (changes.live) {
          const shared = pending;
          reading.set(key, shared);
          // A failed read (a 404) is shared by the requests waiting on it, then forgotten like a successful one.
          const forget = () => {
            if (reading.get(key) === shared) reading.delete(key);
          };
          shared.then(forget, forget);
        }
      }
      return sendPrepared(req, reply, await pending);
    },
    get size() {
      return cache.size;
    },
  };
}
