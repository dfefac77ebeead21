// The signed revocation status lists kept in the process (docs/decisions/028-open-badges.md): signing one costs about
// 10 ms of CPU, and every verifier of every badge asks for list 1. A list is kept until a write changes what the
// work areas show (a revocation, a re-issue, an issue: the change feed's `work` topic, heard by every process), for
// at most STATUS_LIST_KEEP_MS (so its validFrom / validUntil stay fresh), and never while the feed is not live (a
// missed change could leave a revoked badge shown as valid).
import type { ChangeFeed } from '#server/core/db/changes.ts';

/** How long a signed list is kept at most, even when nothing changes. */
export const STATUS_LIST_KEEP_MS = 10 * 60_000;

export interface StatusListCache {
  /** The kept list `listId` as sent, or what `make` answers (then kept, unless a change came meanwhile). */
  get(listId: number, make: () => Promise<string | null>): Promise<string | null>;
}

export function createStatusListCache(changes: ChangeFeed, now: () => number = Date.now): StatusListCache {
  const kept = new Map<number, { body: string; madeAt: number }>();
  // Bumped by every drop: a list made while a change came in is sent, not kept.
  let generation = 0;
  changes.on('work', () => {
    generation += 1;
    kept.clear();
  });
  return {
    async get(listId, make) {
      const found = kept.get(listId);
      if (found && changes.live && now() - found.madeAt < STATUS_LIST_KEEP_MS) return found.body;
      const started = generation;
      const madeAt = now();
      const body = await make();
      if (body !== null && changes.live && generation === started) kept.set(listId, { body, madeAt });
      return body;
    },
  };
}
