// The 'register' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import register from '../catalogues/register.en.ts';
import type { Namespace } from '../namespace.ts';

export const registerNs = {
  name: 'register',
  en: register,
  bn: () => import('../catalogues/register.bn.ts'),
} as const satisfies Namespace<'register'>;
