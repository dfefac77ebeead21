// The admin console's screens (docs/decisions/012-admin-console.md); the admin area chunk loads them.

export { AuditScreen } from './audit/components/audit-screen.tsx';
export { CertificatesScreen } from './certificates/components/certificates-screen.tsx';
export { SignatoriesScreen } from './certificates/components/signatories-screen.tsx';
export { InboxScreen } from './inbox/components/inbox-screen.tsx';
export { InvitationBoardScreen } from './invitations/components/invitation-board-screen.tsx';
export { InvitationsScreen } from './invitations/components/invitations-screen.tsx';
export { MaintenanceScreen } from './maintenance/components/maintenance-screen.tsx';
export { OverviewScreen } from './overview/components/overview-screen.tsx';
export { CoordinatorsScreen } from './people/components/coordinators-screen.tsx';
export { CourseScreen } from './people/components/course-screen.tsx';
export { CoursesScreen } from './people/components/courses-screen.tsx';
export { ParticipantsScreen } from './people/components/participants-screen.tsx';
export { DirectorMessagesScreen } from './publishing/components/director-messages-screen.tsx';
export { GalleryScreen } from './publishing/components/gallery-screen.tsx';
export { OrganizationsScreen } from './publishing/components/organizations-screen.tsx';
export { ProgramCoordinatorsScreen } from './publishing/components/program-coordinators-screen.tsx';
export { EditProgramScreen, NewProgramScreen } from './publishing/components/program-form-screen.tsx';
export { ProgramsScreen } from './publishing/components/programs-screen.tsx';
