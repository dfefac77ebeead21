// A notification kind's line (the preferences form, the unsubscribe page): the server sends it in English from its
// registry of kinds; a Bangla page shows the namespace's line for a known kind, and the server's for any other.
import notificationsEn from '#web/i18n/catalogues/notifications.en.ts';
import { notificationsNs } from '#web/i18n/namespaces/notifications.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

type Kind = keyof typeof notificationsEn.kinds;

const isKnownKind = (kind: string): kind is Kind => Object.hasOwn(notificationsEn.kinds, kind);

/** The kind whose English line is `label` (the unsubscribe page is told the line, not the kind). */
export function kindOfLabel(label: string): string {
  return Object.entries(notificationsEn.kinds).find(([, line]) => line === label)?.[0] ?? '';
}

/** The function that writes a kind's line in the page's language, from the kind and the server's English line. */
export function useKindLabel(): (kind: string, serverLabel: string) => string {
  const language = useLanguage();
  const t = useT(notificationsNs);
  return (kind, serverLabel) => (language !== 'en' && isKnownKind(kind) ? t(`kinds.${kind}`) : serverLabel);
}
