// Publishing in the admin console (docs/decisions/012-admin-console.md, "Publishing"): programmes and their
// coordinators by batch, the gallery, the director messages and the organisations.
import type { FeatureContext } from '#server/core/feature-context.ts';
import { directorMessageRoutes } from './director-messages.routes.ts';
import { galleryRoutes } from './gallery.routes.ts';
import { organizationRoutes } from './organizations.routes.ts';
import { programRoutes } from './programs.routes.ts';

export function publishingRoutes(context: FeatureContext) {
  programRoutes(context);
  galleryRoutes(context);
  directorMessageRoutes(context);
  organizationRoutes(context);
}
