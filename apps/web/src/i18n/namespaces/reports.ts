// The 'reports' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import reports from '../catalogues/reports.en.ts';
import type { Namespace } from '../namespace.ts';

export const reportsNs = {
  name: 'reports',
  en: reports,
  bn: () => import('../catalogues/reports.bn.ts'),
} as const satisfies Namespace<'reports'>;
