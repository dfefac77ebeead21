// Validation messages and server refusals in the page's language (docs/i18n.md, Validation messages): the contract's
// zod messages stay English, and are the keys of the Bangla catalogue (catalogues/validation.bn.ts). A message the
// catalogue lacks is shown as it is.
import { use } from 'react';
import { useLanguage } from './use-t.ts';

type Messages = Readonly<Record<string, string>>;

let bangla: Promise<Messages> | undefined;

/** Starts loading the Bangla messages (the switch waits for them before the page changes). */
export function loadMessages(): Promise<Messages> {
  if (!bangla) {
    bangla = import('./catalogues/validation.bn.ts').then((module) => module.default);
    bangla.catch(() => {
      bangla = undefined;
    });
  }
  return bangla;
}

const asWritten = (message: string) => message;

/** The function that shows a message (English text) in the page's language. */
export function useMessageText(): (message: string) => string {
  const language = useLanguage();
  if (language === 'en') return asWritten;
  const messages = use(loadMessages());
  return (message) => messages[message] ?? message;
}
