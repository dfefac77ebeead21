// The 'participants' namespace (docs/i18n.md): its English catalogue travels with the module that imports this one; its
// Bangla one is a chunk of its own, fetched when first shown in Bangla.
import participants from '../catalogues/participants.en.ts';
import type { Namespace } from '../namespace.ts';

export const participantsNs = {
  name: 'participants',
  en: participants,
  bn: () => import('../catalogues/participants.bn.ts'),
} as const satisfies Namespace<'participants'>;
