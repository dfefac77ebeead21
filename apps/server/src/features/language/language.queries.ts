// The saved language of a person (core/db/schema/languages.ts): read by is_logined, written by the switch.
import type { Language } from '@portal/contract';
import { isLanguage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { userLanguages } from '#server/core/db/schema/index.ts';

/** The person's chosen language, or null when they have not chosen one. */
export async function savedLanguage(db: Db, userId: number): Promise<Language | null> {
  const [row] = await db
    .select({ language: userLanguages.language })
    .from(userLanguages)
    .where(eq(userLanguages.userId, userId))
    .limit(1);
  return row && isLanguage(row.language) ? row.language : null;
}

/** Saves the choice, replacing an earlier one. */
export async function saveLanguage(db: Db, userId: number, language: Language, at: Date): Promise<void> {
  await db
    .insert(userLanguages)
    .values({ userId, language, updatedAt: at })
    .onConflictDoUpdate({ target: userLanguages.userId, set: { language, updatedAt: at } });
}
