// The 'programme' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import programme from '../catalogues/programme.en.ts';
import type { Namespace } from '../namespace.ts';

export const programmeNs = {
  name: 'programme',
  en: programme,
  bn: () => import('../catalogues/programme.bn.ts'),
} as const satisfies Namespace<'programme'>;
