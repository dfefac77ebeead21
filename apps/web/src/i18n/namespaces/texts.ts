// The 'texts' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import texts from '../catalogues/texts.en.ts';
import type { Namespace } from '../namespace.ts';

export const textsNs = {
  name: 'texts',
  en: texts,
  bn: () => import('../catalogues/texts.bn.ts'),
} as const satisfies Namespace<'texts'>;
