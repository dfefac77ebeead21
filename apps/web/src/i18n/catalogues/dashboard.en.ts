// The two dashboards' texts (docs/features.md, Dashboards; "Deadlines in view"): English exactly as the dashboards
// have always shown it (the card titles and the result summaries' texts are the contract's DASHBOARD_TEXT and
// DASHBOARD_RESULT_TEXT, read from there). The Bangla is dashboard.bn.ts.
import { DASHBOARD_RESULT_TEXT, DASHBOARD_TEXT } from '@portal/contract';

export default {
  summary: 'Summary',
  participantCards: {
    ...DASHBOARD_TEXT.participant,
    running: '{{count}} running',
  },
  coordinatorCards: {
    ...DASHBOARD_TEXT.coordinator,
    ofContents: 'of {{count}} contents',
  },
  results: DASHBOARD_RESULT_TEXT,
  chart: {
    loading: 'Loading the chart',
    showNumbers: 'Show the numbers',
  },
  progress: {
    title: 'Assignment progress',
    none: 'No assignments yet.',
    submitted: 'Submitted',
    pending: 'Pending',
    missed: 'Missed',
    description: 'Of {{total}} assignments: {{submitted}} submitted, {{pending}} pending, {{missed}} missed.',
    caption: 'Assignments by state',
    state: 'State',
    assignments: 'Assignments',
    total: 'Total',
  },
  activity: {
    title: 'Course activity',
    none: 'No running courses.',
    chartTitle: 'Activity of running courses',
    courseDescription: '{{course}}: submissions {{submissions}}, content views {{views}}',
    submissions: 'Submissions',
    views: 'Content views',
    caption: 'Activity of running courses: done of possible',
    course: 'Course',
    courseCell: '{{course}} ({{count}} participants)',
    doneOf: '{{done}} of {{possible}}',
    rate: '{{value}}%',
    notApplicable: 'n/a',
  },
  dueSoon: {
    title: 'Due soon',
    empty: 'Nothing due in the next 7 days. Well done!',
    more: 'and {{count}} more on the assignments list',
    inGrace: 'In grace',
    lastDate: 'Last date',
    untilEnd: 'Until the end of this day ({{zone}})',
    deadline: 'Deadline: {{time}} (your time)',
    closed: 'Closed',
    closesIn: 'Closes in {{duration}}',
  },
  calendar: {
    title: 'Calendar feed',
    intro:
      'Subscribe to your assignment deadlines in Google Calendar, Outlook or any calendar app. The address is personal: whoever has it sees your deadlines.',
    loading: 'Loading....',
    none: 'You have no calendar address yet.',
    make: 'Make an address',
    renew: 'Make a new address',
    renewConfirm:
      'Make a new address? The old address stops working at once: calendars subscribed to it get no more updates.',
    shownOnce:
      'Copy it now: for your safety the portal keeps only a fingerprint of it and cannot show it again. To subscribe another calendar later, make a new address.',
    madeOn: 'Your calendar address was made on',
    address: 'Your calendar address',
    copy: 'Copy address',
    copied: 'Address copied',
    google: 'Add to Google Calendar',
    outlook: 'Add to Outlook',
    made: 'A new calendar address was made. The old one no longer works.',
    making: 'Making...',
    close: 'Close',
  },
};
