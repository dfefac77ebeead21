// The 'password' namespace (docs/i18n.md): Forgot Password and Reset Password. Its English catalogue travels with the
// module that imports this one; its Bangla one is a chunk of its own, fetched when first shown in Bangla.
import password from '../catalogues/password.en.ts';
import type { Namespace } from '../namespace.ts';

export const passwordNs = {
  name: 'password',
  en: password,
  bn: () => import('../catalogues/password.bn.ts'),
} as const satisfies Namespace<'password'>;
