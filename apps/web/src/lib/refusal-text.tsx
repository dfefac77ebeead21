// A text the server writes with values inside (a refusal naming an e-mail, a course, a component or rolls; a problem of
// an invitation import's line), in the page's language (docs/i18n.md, Texts with values): English shows the server's
// text as it came, Bangla writes the sentence from its code and values through the `texts` namespace (`refusal.*`).
// A code this web does not know shows the server's text through the Bangla messages.
import type { WrittenRefusal } from '@portal/contract';
import { Suspense } from 'react';
import { translate, type Values } from '#web/i18n/interpolate.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { textsNs } from '#web/i18n/namespaces/texts.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { sentenceValues, type Write } from './refusal-values.ts';

/** The key of a written text in the `texts` namespace, or null when this web does not know its code. */
export function refusalKey(code: string): string | null {
  const key = `refusal.${code}`;
  return translate('en', textsNs.en, key) === key ? null : key;
}

function Written({ text, written, fixed }: { text: string; written: WrittenRefusal; fixed?: Values | undefined }) {
  // The cast: the key is one of the namespace's, named by the server's code; TFunction types them one by one.
  const t = useT(textsNs) as unknown as Write;
  const language = useLanguage();
  const messageText = useMessageText();
  const key = refusalKey(written.code);
  if (language === 'en') return text;
  if (!key) return messageText(text);
  const sentence = t(key, sentenceValues(language, written.values, t, fixed));
  // A problem in a list drops the refusal's full stop (the server drops its '.'): so does its Bangla '।'.
  return text.endsWith('.') ? sentence : sentence.replace(/[.।]$/, '');
}

function Message({ text }: { text: string }) {
  return useMessageText()(text);
}

/** The server's text in the page's language: written from its code and values when it has them. */
export function RefusalText({
  text,
  written,
  fixed,
}: {
  text: string;
  written?: WrittenRefusal | null | undefined;
  /** Values the screen puts in itself (the CSV import's column names). */
  fixed?: Values | undefined;
}) {
  return (
    <Suspense fallback={text}>
      {written ? <Written text={text} written={written} fixed={fixed} /> : <Message text={text} />}
    </Suspense>
  );
}
