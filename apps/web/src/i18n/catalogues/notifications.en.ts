// The Notifications page of both work areas, the bell and the unsubscribe page (docs/features.md, Notifications):
// English exactly as they have always shown it. The Bangla is notifications.bn.ts, with the same keys. `kinds` are the
// preferences form's lines by kind: the server sends them in English (its registry of kinds), and a Bangla page shows
// these instead, or the server's line for a kind not listed here.
export default {
  unread: '{{count}} unread',
  markAllRead: 'Mark all as read',
  empty: 'You have no notifications yet.',
  list: 'Notifications',
  unreadItem: 'Unread: ',
  preferences: {
    title: 'Mail preferences',
    loading: 'Loading preferences',
    save: 'Save preferences',
    channel: { immediate: 'Immediately', digest: 'Daily digest', off: 'Off' },
  },
  kinds: {
    'assignment-new': 'A new assignment in one of my courses',
    'content-new': 'A new content sent to my course',
    'forum-post-new': 'A new post in a course I run',
    'forum-reply-to-my-post': 'A reply to my post',
    'forum-reply-in-thread': 'A reply in a thread I replied in',
    'deadline-48h': 'An assignment due in 48 hours',
    'deadline-today': 'An assignment due today',
    'deadline-grace': 'An assignment in its grace period',
    'coordinator-daily-summary': 'A daily summary of unanswered posts and new submissions',
    'results-released': 'Results released in one of my courses',
    'certificate-issued': 'A certificate issued to me',
    'certificate-revoked': 'A certificate of mine revoked',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    done: '{{answer}}. You can turn them on again on your Notifications page.',
    stop: 'Stop the mails of:',
    stillSeen: '. You still see these notifications in the portal.',
    button: 'Unsubscribe',
  },
};
