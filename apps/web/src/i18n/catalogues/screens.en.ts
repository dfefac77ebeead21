// The headings (and page titles) of the participant's and coordinator's screens translated so far, for their route
// modules (the participant's reuse the sidebar's words: the 'participant' namespace). English exactly as paths.ts names
// them. The Bangla is screens.bn.ts.
export default {
  loadingData: 'Loading Data....',
  coordinator: {
    dashboard: 'Dashboard',
    profile: 'Profile',
    participants: 'Participants',
    contents: 'Contents',
    contentDetails: 'Content Details',
    assignments: 'Assignments',
    submissionDetails: 'Submission Details',
  },
};
