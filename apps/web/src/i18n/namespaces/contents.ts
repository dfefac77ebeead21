// The 'contents' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import contents from '../catalogues/contents.en.ts';
import type { Namespace } from '../namespace.ts';

export const contentsNs = {
  name: 'contents',
  en: contents,
  bn: () => import('../catalogues/contents.bn.ts'),
} as const satisfies Namespace<'contents'>;
