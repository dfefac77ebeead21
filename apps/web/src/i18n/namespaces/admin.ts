// The 'admin' namespace (docs/i18n.md): the admin console's texts. Its English catalogue travels with the admin
// area's chunk (the only importer); its Bangla one is a chunk of its own, fetched when first shown in Bangla.
import admin from '../catalogues/admin.en.ts';
import type { Namespace } from '../namespace.ts';

export const adminNs = {
  name: 'admin',
  en: admin,
  bn: () => import('../catalogues/admin.bn.ts'),
} as const satisfies Namespace<'admin'>;
