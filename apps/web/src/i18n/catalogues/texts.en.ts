// Texts the server writes with values inside (docs/i18n.md, Texts with values): the server answers the English
// sentence and, beside it, its kind and values; the web writes the sentence from those in the page's language. The
// English here is the server's sentence exactly, so that both languages come from the same values: a notification's
// line (`notification.<kind>`, the server's kinds.ts; its test holds every kind to this), "Successfully Enrolled in …"
// (the contract's enrolledText), "N certificates issued." (the contract's CERTIFICATE_SCREEN_TEXT.issued) and the refusals
// naming a course. The Bangla is texts.bn.ts, with the same keys.
export default {
  notification: {
    'assignment-new': 'New assignment in {{course}}: {{title}}',
    'content-new': 'New content in {{course}}: {{title}}',
    untitled: 'Untitled',
    'forum-post-new': 'New post in {{course}}: {{title}}',
    'forum-reply-to-my-post': '{{author}} replied to your post "{{title}}"',
    'forum-reply-in-thread': '{{author}} replied in the thread "{{title}}"',
    someone: 'Someone',
    'deadline-48h': 'Due in 48 hours: {{title}} in {{course}} (last submission date {{lastDate}})',
    'deadline-today': 'Due today: {{title}} in {{course}} (on time until midnight)',
    'deadline-grace_one': 'In grace: {{count}} hour left to submit {{title}} in {{course}}',
    'deadline-grace_other': 'In grace: {{count}} hours left to submit {{title}} in {{course}}',
    'deadline-grace-ended': 'The grace period to submit {{title}} in {{course}} has ended',
    'coordinator-daily-summary': 'Yesterday in your courses: {{posts}}, {{submissions}}',
    summaryPosts_one: '{{count}} post still unanswered',
    summaryPosts_other: '{{count}} posts still unanswered',
    summarySubmissions_one: '{{count}} new submission',
    summarySubmissions_other: '{{count}} new submissions',
    'results-released': 'Results released in {{course}}: {{title}}',
    finalResult: 'Final result',
    'certificate-issued': 'Your certificate {{title}} for {{course}} is issued',
    'certificate-revoked': 'Your certificate {{title}} for {{course}} is revoked',
  },
  enrolled: 'Successfully Enrolled in {{course}}',
  certificatesIssued_one: '{{count}} certificate issued.',
  certificatesIssued_other: '{{count}} certificates issued.',
  refusal: {
    alreadyEnrolled: 'You are already enrolled in {{course}}.',
  },
};
