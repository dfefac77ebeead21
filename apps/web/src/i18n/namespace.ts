// A namespace: one feature's texts (docs/i18n.md, Adding a screen). The English catalogue is imported by the module
// that defines the namespace, so it is in that feature's chunk and costs no request; the Bangla one is a dynamic
// import, fetched the first time the namespace is shown in Bangla. Written as a plain object (namespaces/*.ts), with
// no function of its own, so that it adds nothing to the first load but its texts.
import type { Catalogue } from './interpolate.ts';

export interface Namespace<N extends string = string, C extends Catalogue = Catalogue> {
  readonly name: N;
  readonly en: C;
  /** The Bangla catalogue: the same keys (catalogue.test.ts holds it), each value in Bangla. */
  readonly bn: () => Promise<{ default: Catalogue }>;
}
