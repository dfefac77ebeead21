// Recognising a unique-index violation (PostgreSQL 23505) of one named index, whichever driver raised it and
// however deep Drizzle wrapped it: a race between a check and an insert ends here.

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (
      candidate.code === '23505' &&
      (candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint))
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
