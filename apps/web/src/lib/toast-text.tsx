// A toast's text in the page's language: the English text asked for (lib/api.ts's tables, a feature's 'Saved
// Successfully') is the key of the Bangla messages (docs/i18n.md, Validation messages), so every toast reads in
// Bangla once its text has an entry there. A text with values inside (enrolled in a course, N certificates issued)
// comes with its key and values (`WrittenText`), and Bangla writes it from those through the `texts` namespace.
// Rendered inside the toast container, so it follows the switch.
import { Suspense } from 'react';
import { translate, type Values } from '#web/i18n/interpolate.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { textsNs } from '#web/i18n/namespaces/texts.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { ApiError } from './api-error.ts';
import { sentenceValues, writtenTextOf } from './refusal-values.ts';
import type { WrittenText } from './toast.ts';

function Text({ text }: { text: string }) {
  return useMessageText()(text);
}

function Written({ text, written }: { text: string; written: WrittenText }) {
  // The cast: the key is one of the namespace's, named by the caller; TFunction types them one by one.
  const t = useT(textsNs) as unknown as (key: string, values: Values) => string;
  const messageText = useMessageText();
  // A key this web does not know (a refusal code newer than it): the text through the Bangla messages.
  const count = written.values.count;
  const known = translate('en', textsNs.en, written.key, typeof count === 'number' ? { count } : {}) !== written.key;
  const language = useLanguage();
  return language === 'en'
    ? text
    : known
      ? t(written.key, sentenceValues(language, written.values, t))
      : messageText(text);
}

export function ToastText({ text, written: given }: { text: string; written?: WrittenText | ApiError | undefined }) {
  // A request's refusal naming something, when its server text is the toast's, is written from its key and values.
  const written = given instanceof ApiError ? writtenTextOf(given, text) : given;
  return (
    <Suspense fallback={text}>{written ? <Written text={text} written={written} /> : <Text text={text} />}</Suspense>
  );
}
