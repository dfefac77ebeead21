// The 'notifications' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import notifications from '../catalogues/notifications.en.ts';
import type { Namespace } from '../namespace.ts';

export const notificationsNs = {
  name: 'notifications',
  en: notifications,
  bn: () => import('../catalogues/notifications.bn.ts'),
} as const satisfies Namespace<'notifications'>;
