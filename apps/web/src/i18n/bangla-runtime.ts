// The Bangla runtime (docs/i18n.md): i18next with the Bangla catalogues, and Noto Sans Bengali's faces. A lazy
// chunk, fetched the first time a page is shown in Bangla, so that English costs neither its code nor a request.
import i18next, { type TFunction } from 'i18next';
import './bangla-font.css';
import type { Catalogue } from './interpolate.ts';
import type { NamespaceName } from './resources.ts';

const i18n = i18next.createInstance();
const ready = i18n.init({
  lng: 'bn',
  fallbackLng: false,
  resources: {},
  // React escapes what it renders; escaping here too would show &amp; etc.
  interpolation: { escapeValue: false },
  // A key names nested objects with dots ('nav.home'); a namespace is never written in a key.
  nsSeparator: false,
  returnNull: false,
  initAsync: false,
});

/** Adds a namespace's Bangla catalogue and answers its translate function. */
export async function addNamespace(name: NamespaceName, catalogue: Catalogue): Promise<TFunction<NamespaceName>> {
  await ready;
  if (!i18n.hasResourceBundle('bn', name)) i18n.addResourceBundle('bn', name, catalogue, true, true);
  return i18n.getFixedT('bn', name);
}
