// The 'results' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import results from '../catalogues/results.en.ts';
import type { Namespace } from '../namespace.ts';

export const resultsNs = {
  name: 'results',
  en: results,
  bn: () => import('../catalogues/results.bn.ts'),
} as const satisfies Namespace<'results'>;
