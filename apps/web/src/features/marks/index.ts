// The marks feature's public face: the screen of marks typed on screen (a lazy chunk), and its query keys for the
// submit details screen, whose marks beside submissions change what it shows.
import { lazy } from 'react';
import './marks.css';

export { marksKeys } from './keys.ts';

export const MarksScreen = lazy(() =>
  import('./components/marks-screen.tsx').then((module) => ({ default: module.MarksScreen })),
);
