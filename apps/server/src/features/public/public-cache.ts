// The public reads' answers kept in the process (core/http/kept-answers.ts): they are the same for every caller,
// so each is read, serialised and compressed once, then sent as stored bytes with an ETag until something it shows
// changes.
//
// What drops it: the change feed (core/db/changes.ts). Every write that changes what a public read shows announces
// `public` in its transaction (the admin console's publishing writes, a coordinator's activation); a user's change
// on the `session` topic (`u<id>`: profile edits, the admin's coordinator edits, deactivations) may change a
// coordinator's name, picture or occupation on programme pages and profiles, so it drops everything too (such
// changes are rare). Nothing is kept while the feed is not live. Only successful answers are kept; a 404 is not.
import type { ChangeFeed } from '#server/core/db/changes.ts';
import { createKeptAnswers, dropOnUserChange, type KeptAnswers } from '#server/core/http/kept-answers.ts';

/** Answers kept at most (by count and by bytes, the compressed forms included); the least recently used go first. */
const MAX_ANSWERS = 2000;
const MAX_BYTES = 32 * 1024 * 1024;

export type PublicCache = Omit<KeptAnswers, 'drop'>;

export function createPublicCache(changes: ChangeFeed, cacheControl: string): PublicCache {
  const kept = createKeptAnswers(changes, {
    cacheControl,
    maxAnswers: MAX_ANSWERS,
    maxBytes: MAX_BYTES,
    compression: 'once',
  });
  changes.on('public', () => kept.drop());
  dropOnUserChange(changes, kept);
  return kept;
}
