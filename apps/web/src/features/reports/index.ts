// The reports feature's public face: the Report List and a course's result sheet, each a lazy chunk.
import { lazy } from 'react';

export const ReportListScreen = lazy(() =>
  import('./components/report-list-screen.tsx').then((module) => ({ default: module.ReportListScreen })),
);
export const ResultSheetScreen = lazy(() =>
  import('./components/result-sheet-screen.tsx').then((module) => ({ default: module.ResultSheetScreen })),
);
