// The 'imports' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import imports from '../catalogues/imports.en.ts';
import type { Namespace } from '../namespace.ts';

export const importsNs = {
  name: 'imports',
  en: imports,
  bn: () => import('../catalogues/imports.bn.ts'),
} as const satisfies Namespace<'imports'>;
