// The language switch of a signed-in person (docs/i18n.md, Choosing the language): one call per role, one handler.
import { LANGUAGE_SAVED, languageEndpoints } from '@portal/contract';
import { now } from '#server/core/clock.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { saveLanguage } from './language.queries.ts';

export function languageRoutes({ route, db }: FeatureContext) {
  const save = async ({ user, body }: { user: { id: number }; body: { language: 'en' | 'bn' } }) => {
    await saveLanguage(db, user.id, body.language, now());
    return { success: LANGUAGE_SAVED };
  };
  route(languageEndpoints.participantLanguage, save);
  route(languageEndpoints.coordinatorLanguage, save);
  route(languageEndpoints.adminLanguage, save);
}
