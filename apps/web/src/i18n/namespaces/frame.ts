// The 'frame' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import frame from '../catalogues/frame.en.ts';
import type { Namespace } from '../namespace.ts';

export const frameNs = {
  name: 'frame',
  en: frame,
  bn: () => import('../catalogues/frame.bn.ts'),
} as const satisfies Namespace<'frame'>;
