// The coordinator's participants list (docs/features.md, Participants): English exactly as the screen has always shown
// it (the contract's PARTICIPANT_TEXT where it names them). The Bangla is participants.bn.ts.
export default {
  returnToDashboard: 'Return to Dashboard',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  status: 'Status',
  activeCourse: 'Active Course',
  expiredCourse: 'Expired Course',
  course: 'Course',
  selectCourse: 'Select a Course',
  search: 'Search participants',
  searchPlaceholder: 'Name,ID,Email,Mobile',
  found: 'Total {{total}} Participant(s)',
  columns: {
    id: 'Participant Id',
    name: 'Participant Name',
    designation: 'Designation',
    organization: 'Organization Name',
    mobile: 'Mobile',
    email: 'Email',
  },
  empty: 'No Participants',
  caption: 'Participants',
  captionOf: 'Participants of {{course}}',
};
