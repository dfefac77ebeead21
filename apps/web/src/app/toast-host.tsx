// The toast container, in its own chunk with react-toastify (see lib/toast.ts).

import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from '#web/lib/toast.ts';

export function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
