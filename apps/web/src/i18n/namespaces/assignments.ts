// The 'assignments' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import assignments from '../catalogues/assignments.en.ts';
import type { Namespace } from '../namespace.ts';

export const assignmentsNs = {
  name: 'assignments',
  en: assignments,
  bn: () => import('../catalogues/assignments.bn.ts'),
} as const satisfies Namespace<'assignments'>;
