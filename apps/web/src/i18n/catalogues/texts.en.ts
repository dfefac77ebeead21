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
    // The server's refusals and an invitation import's problems naming an e-mail, a course, a component or rolls (the
    // contract's REFUSAL_CODES; lib/refusal-text.tsx): a list value is joined as the server joins it, ", ".
    emailEnrolled: '{{email}} is already enrolled in {{course}}.',
    notParticipant: '{{email}} belongs to a coordinator or admin account, not a participant.',
    hasAccount: '{{email}} already has an account: invite it as an existing participant (type 2).',
    noAccount: '{{email}} has no account yet: invite it as a new participant (type 1).',
    notEmail: '"{{email}}" is not an e-mail address.',
    pendingInvitation:
      '{{email}} already has a pending invitation to {{course}}: resend or revoke it on the invitation board.',
    noCourseId: 'No course has the id "{{course}}".',
    noCourseShortName: 'No course has the short name "{{course}}".',
    csvCellCount: 'This line has {{found}} cells; the header has {{expected}}',
    csvFormula: '{{column}}: a cell starting with "{{first}}" is refused (it would run as a spreadsheet formula)',
    csvDuplicate: 'Duplicate of line {{line}} (same e-mail and course)',
    // The column names are put in by the web (colEmail … colType: the contract's INVITATION_CSV.columns), as people
    // type them.
    csvUnknownColumn:
      'Unknown column "{{cell}}": the columns are {{colEmail}}, {{colName}}, {{colCourse}} and (optional) {{colType}}',
    csvDuplicateColumn: 'The column {{column}} is named twice',
    csvMissingColumns:
      'The first line must name the columns {{colEmail}}, {{colName}} and {{colCourse}}; missing: {{columns}}',
    csvNoHeader:
      'The file is empty: its first line must name the columns {{colEmail}}, {{colName}}, {{colCourse}} (and {{colType}})',
    // A file the CSV reader stops on, where it stopped.
    csvQuoteNotClosed:
      'The file could not be read as CSV: a quote is still open at the end of the file (line {{line}})',
    csvClosingQuote:
      'The file could not be read as CSV: on line {{line}}, text follows a closing quote (inside a quoted cell, a quote is written twice: "")',
    csvOpeningQuote:
      'The file could not be read as CSV: on line {{line}}, a quote is inside a cell that does not start with one (put the whole cell in quotes)',
    csvUnreadable:
      'The file could not be read as CSV: it stops on line {{line}}; save it again as CSV (comma-separated)',
    componentInUse: '“{{name}}” has marks or a release, so it cannot be removed.',
    maxBelowMark: 'The maximum marks of “{{name}}” are below a mark already entered.',
    finalNeedsComponents:
      'Every component must be released first (or scheduled no later than the final result): not yet {{names}}.',
    staleRows:
      'Changed by someone else since this page was read: {{rolls}}. Their current marks are shown now; nothing was saved.',
    overMaximum: 'Marks above the maximum of {{max}}: {{rolls}}. Nothing was saved.',
    /** A long list cut short: the first items, then how many more. */
    listMore: '{{list}} and {{count}} more',
  },
};
