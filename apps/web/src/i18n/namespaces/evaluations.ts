// The 'evaluations' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import evaluations from '../catalogues/evaluations.en.ts';
import type { Namespace } from '../namespace.ts';

export const evaluationsNs = {
  name: 'evaluations',
  en: evaluations,
  bn: () => import('../catalogues/evaluations.bn.ts'),
} as const satisfies Namespace<'evaluations'>;
