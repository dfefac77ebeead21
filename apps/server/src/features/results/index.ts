// The results feature's door: the participant's Results (participantResultsRoutes registers GET /api/participant/results).
export { participantResultsRoutes } from './results.routes.ts';
