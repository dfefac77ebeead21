// The page title: the current route's title followed by the product's e-learning name.
import { PRODUCT_NAME } from '@portal/contract';
import { useEffect } from 'react';

export function pageTitle(routeTitle: string): string {
  return `${routeTitle} | ${PRODUCT_NAME}`;
}

export function usePageTitle(routeTitle: string): void {
  useEffect(() => {
    document.title = pageTitle(routeTitle);
  }, [routeTitle]);
}
