// The evaluations feature's public face: a course's rules and releases page, a lazy chunk of its own.
import { lazy } from 'react';

export const EvaluationRulesScreen = lazy(() =>
  import('./components/evaluation-rules-screen.tsx').then((module) => ({ default: module.EvaluationRulesScreen })),
);
