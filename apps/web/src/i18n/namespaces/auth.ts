// The 'auth' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import auth from '../catalogues/auth.en.ts';
import type { Namespace } from '../namespace.ts';

export const authNs = {
  name: 'auth',
  en: auth,
  bn: () => import('../catalogues/auth.bn.ts'),
} as const satisfies Namespace<'auth'>;
