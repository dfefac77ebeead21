// The 'dashboard' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import dashboard from '../catalogues/dashboard.en.ts';
import type { Namespace } from '../namespace.ts';

export const dashboardNs = {
  name: 'dashboard',
  en: dashboard,
  bn: () => import('../catalogues/dashboard.bn.ts'),
} as const satisfies Namespace<'dashboard'>;
