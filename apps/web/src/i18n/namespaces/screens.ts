// The 'screens' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import screens from '../catalogues/screens.en.ts';
import type { Namespace } from '../namespace.ts';

export const screensNs = {
  name: 'screens',
  en: screens,
  bn: () => import('../catalogues/screens.bn.ts'),
} as const satisfies Namespace<'screens'>;
