export { participantsRoutes } from './participants.routes.ts';
