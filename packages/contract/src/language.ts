// The language a signed-in person chose (docs/i18n.md, Choosing the language): saved in their profile, one call per
// role (as logout), answered back by is_logined so that another browser opens in it.
import { z } from 'zod';
import { ErrorBody, SuccessBody } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './format.ts';

export const LanguageBody = z.object({ language: z.enum(LANGUAGES, 'Choose English or Bangla') });

/**
 * The language of the page a request is sent from, for the mail it causes to someone who may have no saved choice
 * (a reset link, an invitation): optional, English when absent; a saved choice of the recipient comes first.
 */
export const MailLanguage = z.enum(LANGUAGES, 'Choose English or Bangla').optional();
export type LanguageBody = z.infer<typeof LanguageBody>;

/** The success text of a saved choice (the switch shows none: the page itself changes language). */
export const LANGUAGE_SAVED = 'Language saved';

const save = (role: 'participant' | 'coordinator' | 'admin') =>
  defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: `/api/${role}/user/language`,
    access: role,
    summary: "Save the signed-in person's language (en or bn) in their profile",
    tags: ['auth'],
    body: LanguageBody,
    responses: { 200: SuccessBody, 400: ErrorBody, 401: ErrorBody },
  });

export const languageEndpoints = {
  participantLanguage: save('participant'),
  coordinatorLanguage: save('coordinator'),
  adminLanguage: save('admin'),
};
