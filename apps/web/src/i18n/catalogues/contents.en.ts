// The contents screens' texts (docs/features.md, Contents): English exactly as the screens have always shown it (the
// contract's CONTENT_TEXT where it names them). The Bangla is contents.bn.ts.
export default {
  returnToDashboard: 'Return to Dashboard',
  columns: {
    title: 'Title',
    course: 'Course',
    sentBy: 'Sent By',
    content: 'Content',
    sentAt: 'Sent At',
  },
  participant: {
    empty: 'No Contents',
    caption: 'My contents',
  },
  details: {
    back: 'Back to Contents',
    allViewed: 'Everyone has viewed it',
    noDetails: 'No Data to Show',
    caption: 'Recipients',
    sentBy: 'Sent by',
    participant: 'Participant',
    contentTitle: 'Content Title',
    isView: 'Is view',
    viewed: 'Viewed',
    notViewed: 'Not viewed',
    totalView: 'Total View',
    summary: 'Content summary',
    viewedBy_one: 'Viewed by {{viewed}} of {{total}} recipient ({{rate}}%)',
    viewedBy_other: 'Viewed by {{viewed}} of {{total}} recipients ({{rate}}%)',
    show: 'Recipients to show',
    all: 'All',
    remind: 'Remind those who have not viewed',
    reminding: 'Sending reminder...',
    lastReminded: 'Last reminded',
    noReminder: 'No reminder sent yet',
  },
};
