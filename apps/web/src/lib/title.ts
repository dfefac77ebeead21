// The page title: the current route's title followed by the product's e-learning name, in the page's language.
// The routes of translated screens pass their title in the page's language already; the titles written in
// config/paths.ts are English, and a Bangla page shows them in Bangla (catalogues/titles.*.ts) once their small chunk
// (title-bangla.ts) is there: until then, a moment after the first switch to Bangla, the English one. An English
// page never fetches it.
import { PRODUCT_NAME } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useLanguage } from '#web/i18n/use-t.ts';

export function pageTitle(routeTitle: string): string {
  return `${routeTitle} | ${PRODUCT_NAME}`;
}

/** The Bangla of paths.ts's titles, once its chunk has arrived (kept: later pages have it at their first render). */
let bangla: ((title: string) => string) | undefined;

/** A route's title in the page's language (the work areas show it as the page's heading too). */
export function useTitleText(routeTitle: string): string {
  // A title in Latin letters on a Bangla page is one of paths.ts's; one in Bangla already (a translated screen's,
  // the home page's) needs no chunk.
  const needsBangla = useLanguage() === 'bn' && /[A-Za-z]/.test(routeTitle);
  const [translate, setTranslate] = useState(() => bangla);
  useEffect(() => {
    if (!needsBangla || translate) return;
    // A failed chunk (offline) leaves the title English; the next title asks again. Written this small (no store of
    // its own) because it is in every first load, English included.
    import('./title-bangla.ts').then(
      (module) => setTranslate(() => (bangla = module.banglaTitle)),
      () => undefined,
    );
  }, [needsBangla, translate]);
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
