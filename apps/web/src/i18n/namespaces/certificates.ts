// The 'certificates' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import certificates from '../catalogues/certificates.en.ts';
import type { Namespace } from '../namespace.ts';

export const certificatesNs = {
  name: 'certificates',
  en: certificates,
  bn: () => import('../catalogues/certificates.bn.ts'),
} as const satisfies Namespace<'certificates'>;
