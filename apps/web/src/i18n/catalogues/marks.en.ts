// Marks typed on screen (docs/features.md, Evaluations): choosing the course and component, the marks table, its
// messages and the question before unsaved marks are left. English exactly as the screen has always shown it; the
// Bangla is marks.bn.ts, with the same keys. Marks and maxima are put in as values (`{{max}}`).
export default {
  title: 'Type Marks',
  uploadInstead: 'Upload a spreadsheet instead',
  course: 'Course',
  selectCourse: 'Select a Course',
  expired: '{{name}} (expired)',
  component: 'Component',
  selectComponent: 'Select a Component',
  courseNotFound: 'Course not found',
  option: '{{name}} (out of {{max}})',
  optionReleased: '{{name}} (out of {{max}}, released)',
  optionFrozen: '{{name}} (out of {{max}}, final result released)',
  rulesLink: 'Evaluation rules of this course',
  screen: {
    chooseCourse: 'Choose a course and one of its components to type its marks.',
    noComponents: 'This course has no evaluation components yet: set its rules first.',
    empty: 'No participants in this course',
    frozen:
      'The final result of this course is released: its marks are read-only until the final result is un-released.',
    blankKeeps: 'A blank box changes nothing: a mark is never erased. Type a new mark, or tick Absent.',
    nothingToSave: 'Nothing to save: no mark on this page was changed.',
    fixRows: 'Some marks cannot be saved: correct the boxes marked in red.',
  },
  leave: 'You have unsaved marks on this page. Leave without saving them?',
  table: {
    participant: 'Participant',
    organisation: 'Organisation',
    marksOutOf: 'Marks (out of {{max}})',
    marks: 'Marks',
    absent: 'Absent',
    marksOf: 'Marks of {{name}} ({{roll}}), out of {{max}}',
    absentOf: '{{name}} absent',
    keeps: 'Blank: keeps {{mark}}',
    changedMeanwhile: 'Changed by someone else',
    caption: 'Marks of {{name}}',
  },
  errors: {
    twoDecimals: 'At most two decimals',
    notNumber: 'Type a number, e.g. 12.5',
    atMost: 'At most {{max}}',
  },
  save: 'Save marks',
  saving: 'Saving...',
};
