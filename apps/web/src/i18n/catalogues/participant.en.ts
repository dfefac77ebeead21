// The participant area's texts (docs/features.md): English exactly as the area has always shown it. The Bangla is
// participant.bn.ts, with the same keys. So far the sidebar; the dashboard and the other screens come next.
export default {
  sidebar: {
    dashboard: 'Dashboard',
    profile: 'Profile',
    viewCourse: 'View Course',
    forum: 'Forum',
    allPosts: 'All Posts',
    myPosts: 'My Posts',
    createPost: 'Create Post',
    unanswered: 'Unanswered',
    myReplies: 'My Replies',
    assignments: 'Assignments',
    contents: 'Contents',
    notifications: 'Notifications',
    results: 'Results',
    certificates: 'My certificates',
  },
};
