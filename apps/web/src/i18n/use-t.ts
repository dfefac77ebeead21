// The React side of the catalogues (docs/i18n.md): `useT(namespace)` answers the namespace's translate function in
// the page's language, typed by the English catalogue (i18next's CustomTypeOptions, i18next.d.ts).
// English reads the namespace's English catalogue directly (interpolate.ts): no i18next in the first load. Bangla
// suspends the first time a namespace is shown, while the Bangla runtime (i18next) and that namespace's catalogue
// arrive, then reads them through i18next. The nearest Suspense shows its fallback meanwhile.
import type { Language } from '@portal/contract';
import type { TFunction } from 'i18next';
import { use, useSyncExternalStore } from 'react';
import { type Catalogue, translate, type Values } from './interpolate.ts';
import { getLanguage, setLanguage, subscribeLanguage } from './language.ts';
import type { Namespace } from './namespace.ts';
import type { NamespaceName } from './resources.ts';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => 'en' as const);
}

/** A namespace's Bangla translate function, on its way or there, asked once per namespace. */
const bangla = new Map<string, Promise<TFunction<NamespaceName>>>();

/** Starts loading the Bangla runtime and a namespace's catalogue (a switch may call it before the page needs it). */
export function loadBangla(namespace: Namespace<NamespaceName>): Promise<TFunction<NamespaceName>> {
  let found = bangla.get(namespace.name);
  if (!found) {
    found = Promise.all([import('./bangla-runtime.ts'), namespace.bn()]).then(([runtime, catalogue]) =>
      runtime.addNamespace(namespace.name, catalogue.default),
    );
    bangla.set(namespace.name, found);
    // A failed chunk (offline) is asked again next time instead of failing forever.
    found.catch(() => bangla.delete(namespace.name));
  }
  return found;
}

/** The namespaces the page has shown: a switch to Bangla loads theirs before the page changes. */
const shown = new Map<string, Namespace<NamespaceName>>();

/**
 * Changes the page's language. Bangla first loads the runtime and the catalogues of the namespaces on the page, so
 * that the page changes at once instead of showing its loading state (a language change is not a transition).
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (language === 'bn') await Promise.all([...shown.values()].map(loadBangla)).catch(() => undefined);
  setLanguage(language);
}

export function useT<N extends NamespaceName>(namespace: Namespace<N>): TFunction<N> {
  shown.set(namespace.name, namespace);
  const language = useLanguage();
  if (language === 'bn') {
    // The cast: i18next's fixed-namespace function types its keys by the namespace given to getFixedT.
    return use(loadBangla(namespace)) as unknown as TFunction<N>;
  }
  const catalogue: Catalogue = namespace.en;
  const t = (key: string, values?: Values) => translate('en', catalogue, key, values);
  // The cast: the English function reads the same keys and values that TFunction<N> types.
  return t as unknown as TFunction<N>;
}
