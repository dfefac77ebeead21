// The 'participant' namespace (docs/i18n.md): the participant area. Its English catalogue travels with the area's
// chunk (the module that imports this one); its Bangla one is a chunk of its own, fetched when first shown in Bangla.
import participant from '../catalogues/participant.en.ts';
import type { Namespace } from '../namespace.ts';

export const participantNs = {
  name: 'participant',
  en: participant,
  bn: () => import('../catalogues/participant.bn.ts'),
} as const satisfies Namespace<'participant'>;
