// A signed-in person's choice saved in their profile (PUT /api/{role}/user/language), and the saved choice applied
// when is_logined answers it (docs/i18n.md, Choosing the language). No schema: the switch is in every first load.
import type { Language, languageEndpoints } from '@portal/contract';
import { useEffect } from 'react';
import { type EndpointRoute, writeTrusted } from '#web/lib/api.ts';
import { getLanguage, setLanguage } from './language.ts';

export type SignedInRole = 'participant' | 'coordinator' | 'admin';

type SaveEndpoint = (typeof languageEndpoints)[keyof typeof languageEndpoints];

const saveRoute = (role: SignedInRole): EndpointRoute<SaveEndpoint> => ({
  method: 'PUT',
  path: `/api/${role}/user/language`,
});

/** Saves the choice in the person's profile; a failure shows the write's usual toast, the page keeps the choice. */
export function saveLanguage(role: SignedInRole, language: Language): Promise<unknown> {
  return writeTrusted(saveRoute(role), { body: { language }, toastSuccess: false }).catch(() => undefined);
}

/** is_logined's `user_type` as the role whose route saves the choice. */
export function roleOfUserTypeName(name: 'Admin' | 'Coordinator' | 'Participant'): SignedInRole {
  return name === 'Admin' ? 'admin' : name === 'Coordinator' ? 'coordinator' : 'participant';
}

/**
 * The profile's choice, once is_logined answers it, becomes the page's language (and this browser's). Applied when the
 * answer changes, not at every render, so a choice made on this page is not undone by the answer read before it.
 */
export function useSavedLanguage(saved: Language | null | undefined): void {
  useEffect(() => {
    if (saved && saved !== getLanguage()) setLanguage(saved);
  }, [saved]);
}
