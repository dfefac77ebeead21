// A course's evaluation rules and their releases (docs/features.md, Evaluations). Registers the calls of
// `coordinatorEvaluations`: detail, save, releaseComponent, unreleaseComponent, releaseFinal, unreleaseFinal.
export { evaluationRoutes } from './evaluations.routes.ts';
