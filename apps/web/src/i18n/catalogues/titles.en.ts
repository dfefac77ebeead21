// The page titles (and work-area headings) the routes take from config/paths.ts, where their English is written once:
// here each is named by its screen, so that page-titles.bn.ts can give it in Bangla (lib/title.ts shows it on a Bangla
// page). The titles of translated screens are passed in Bangla by their routes already and are not listed.
import { paths } from '#web/config/paths.ts';

export default {
  home: paths.home.title,
  courses: paths.courses.title,
  courseDetail: paths.courseDetail.title,
  directorGeneralMessage: paths.directorGeneralMessage.title,
  directorCertificationMessage: paths.directorCertificationMessage.title,
  coordinatorProfile: paths.coordinatorProfile.title,
  contact: paths.contact.title,
  register: paths.register.title,
  forgotPassword: paths.forgotPassword.title,
  resetPassword: paths.resetPassword.title,
  verify: paths.verify.title,
  confirmEmail: paths.confirmEmail.title,
  unsubscribe: paths.unsubscribe.title,
  notFound: paths.notFound.title,
  participantCourses: paths.participant.courses.title,
  coordinatorCourses: paths.coordinator.courses.title,
  evaluationRules: paths.coordinator.evaluationRules.title,
  evaluationsUpload: paths.coordinator.evaluationsUpload.title,
  evaluationMarks: paths.coordinator.evaluationMarks.title,
};
