// The 'verify' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import verify from '../catalogues/verify.en.ts';
import type { Namespace } from '../namespace.ts';

export const verifyNs = {
  name: 'verify',
  en: verify,
  bn: () => import('../catalogues/verify.bn.ts'),
} as const satisfies Namespace<'verify'>;
