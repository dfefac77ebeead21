// The 'marks' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import marks from '../catalogues/marks.en.ts';
import type { Namespace } from '../namespace.ts';

export const marksNs = {
  name: 'marks',
  en: marks,
  bn: () => import('../catalogues/marks.bn.ts'),
} as const satisfies Namespace<'marks'>;
