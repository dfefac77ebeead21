// The 'profile' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import profile from '../catalogues/profile.en.ts';
import type { Namespace } from '../namespace.ts';

export const profileNs = {
  name: 'profile',
  en: profile,
  bn: () => import('../catalogues/profile.bn.ts'),
} as const satisfies Namespace<'profile'>;
