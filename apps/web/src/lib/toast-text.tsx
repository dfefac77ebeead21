// A toast's text in the page's language: the English text asked for (lib/api.ts's tables, a feature's 'Saved
// Successfully') is the key of the Bangla messages (docs/i18n.md, Validation messages), so every toast reads in
// Bangla once its text has an entry there. Rendered inside the toast container, so it follows the switch.
import { Suspense } from 'react';
import { useMessageText } from '#web/i18n/messages.ts';

function Text({ text }: { text: string }) {
  return useMessageText()(text);
}

export function ToastText({ text }: { text: string }) {
  return (
    <Suspense fallback={text}>
      <Text text={text} />
    </Suspense>
  );
}
