// The 'bell' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import bell from '../catalogues/bell.en.ts';
import type { Namespace } from '../namespace.ts';

export const bellNs = {
  name: 'bell',
  en: bell,
  bn: () => import('../catalogues/bell.bn.ts'),
} as const satisfies Namespace<'bell'>;
