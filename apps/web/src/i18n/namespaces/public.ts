// The 'public' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import publicSite from '../catalogues/public.en.ts';
import type { Namespace } from '../namespace.ts';

export const publicNs = {
  name: 'public',
  en: publicSite,
  bn: () => import('../catalogues/public.bn.ts'),
} as const satisfies Namespace<'public'>;
