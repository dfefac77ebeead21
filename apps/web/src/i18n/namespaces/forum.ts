// The 'forum' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import forum from '../catalogues/forum.en.ts';
import type { Namespace } from '../namespace.ts';

export const forumNs = {
  name: 'forum',
  en: forum,
  bn: () => import('../catalogues/forum.bn.ts'),
} as const satisfies Namespace<'forum'>;
