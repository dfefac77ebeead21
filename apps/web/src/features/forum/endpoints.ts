// The forum calls of each role, so that the screens are written once and told only their role: the two roles reach the
// same forum under different paths (docs/features.md, Forum), and the participant's screens add My Replies. Screen
// addresses of each role are here too, for the links between the forum's screens.
import { coordinatorForum, participantForum } from '@portal/contract';
import { paths } from '#web/config/paths.ts';

export type ForumRole = 'participant' | 'coordinator';

export const forumEndpoints = {
  participant: participantForum,
  coordinator: coordinatorForum,
} as const;

/** The forum's screens of each role (links between them, 'Return to Dashboard'). */
export const forumPaths = {
  participant: {
    dashboard: paths.participant.dashboard,
    allPosts: paths.participant.allPosts,
    myPosts: paths.participant.myPosts,
    unanswered: paths.participant.unansweredPosts,
    createPost: paths.participant.createPost,
    postReplies: paths.participant.postReplies,
  },
  coordinator: {
    dashboard: paths.coordinator.dashboard,
    allPosts: paths.coordinator.allPosts,
    myPosts: paths.coordinator.myPosts,
    unanswered: paths.coordinator.unansweredPosts,
    createPost: paths.coordinator.createPost,
    postReplies: paths.coordinator.postReplies,
  },
} as const satisfies Record<ForumRole, object>;
