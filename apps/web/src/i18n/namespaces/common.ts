// The 'common' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import common from '../catalogues/common.en.ts';
import type { Namespace } from '../namespace.ts';

export const commonNs = {
  name: 'common',
  en: common,
  bn: () => import('../catalogues/common.bn.ts'),
} as const satisfies Namespace<'common'>;
