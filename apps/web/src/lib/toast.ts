// Toasts: top-right, closed after 5 seconds, paused on hover. One toast per text at a time, so that a burst of
// failing calls shows its message once. They open below the top bar (`portal-toasts`, styles/app.css), never
// over it: the Login button and the user menu stay usable while a toast is up, on a phone as on a desktop.
// react-toastify is loaded on the first toast, not with the home page: `notify` imports it, and the
// container (ToastHost, app/providers.tsx) mounts once a toast has been asked for. Toasts sent before the
// container is up wait in react-toastify's own queue. The text is shown in the page's language (toast-text.tsx).
import { createElement } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import type { ApiError } from './api-error.ts';
import type { WrittenText } from './refusal-values.ts';

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  closeOnClick: true,
  newestOnTop: true,
  className: 'portal-toasts',
} as const satisfies ToastContainerProps;

let isRequested = false;
const listeners = new Set<() => void>();

/** For the container: whether any toast was asked for yet, and a way to hear about the first one. */
export const toastDemand = {
  get: (): boolean => isRequested,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type { WrittenText };

function show(kind: 'success' | 'error', text: string, written?: WrittenText | ApiError): Promise<void> {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  return Promise.all([import('react-toastify'), import('./toast-text.tsx')]).then(([{ toast }, { ToastText }]) => {
    toast[kind](createElement(ToastText, { text, written }), { toastId: `${kind}:${text}` });
  });
}

export const notify = {
  success(text: string, written?: WrittenText): void {
    void show('success', text, written);
  },
  /** `written`: or the request's ApiError, whose refusal (if any) the toast writes from its code and values. */
  error(text: string, written?: WrittenText | ApiError): void {
    void show('error', text, written);
  },
};
