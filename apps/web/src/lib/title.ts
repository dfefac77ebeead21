// The page title: the current route's title followed by the product's e-learning name, in the page's language.
// The routes of translated screens pass their title in the page's language already; the titles written in
// config/paths.ts are English, and a Bangla page shows them in Bangla (catalogues/titles.*.ts) once their small chunk
// (title-bangla.ts) is there: until then, a moment after the first switch to Bangla, the English one. An English
// page never fetches it.
import { PRODUCT_NAME } from '@portal/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useLanguage } from '#web/i18n/use-t.ts';

export function pageTitle(routeTitle: string): string {
  return `${routeTitle} | ${PRODUCT_NAME}`;
}

type Translate = (title: string) => string;
let bangla: Translate | undefined;
/** Whether the chunk has been asked for (and not failed since). */
let requested = false;
const listeners = new Set<() => void>();

function loadBangla(): void {
  if (requested) return;
  requested = true;
  void import('./title-bangla.ts').then(
    (module) => {
      bangla = module.banglaTitle;
      for (const listener of listeners) listener();
    },
    // A failed chunk (offline) is asked again next time; the title stays English meanwhile.
    () => {
      requested = false;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A route's title in the page's language (the work areas show it as the page's heading too). */
export function useTitleText(routeTitle: string): string {
  const language = useLanguage();
  const translate = useSyncExternalStore(
    subscribe,
    () => bangla,
    () => undefined,
  );
  // A title in Latin letters on a Bangla page is one of paths.ts's; one in Bangla already (a translated screen's,
  // the home page's) needs no chunk.
  const needsBangla = language === 'bn' && /[A-Za-z]/.test(routeTitle);
  useEffect(() => {
    if (needsBangla) loadBangla();
  }, [needsBangla]);
  return needsBangla && translate ? translate(routeTitle) : routeTitle;
}

/** Sets the document's title to the route's, in the page's language; answers that title. */
export function usePageTitle(routeTitle: string): string {
  const title = useTitleText(routeTitle);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return title;
}
