// The contract's constants that need no schema: user types, limits, file rules, the public site's numbers.
// They live apart from the schemas so that a web chunk which needs only them does not load zod (the home page:
// docs/decisions/006-home-page-performance.md). common.ts and public.ts re-export them: import them from the
// package as before.

export const USER_TYPE = { admin: 0, coordinator: 1, participant: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** Labels on forum authors (docs/features.md, Forum). */
export const USER_TYPE_TAG: Record<UserType, string> = { 0: 'Admin', 1: 'Faculty', 2: 'Participant' };
/** Labels of the signed-in user in the public user menu (docs/features.md, Sign-in and sessions). */
export const USER_TYPE_NAME: Record<UserType, 'Admin' | 'Coordinator' | 'Participant'> = {
  0: 'Admin',
  1: 'Coordinator',
  2: 'Participant',
};

export const GENDER = { female: 0, male: 1 } as const;
/** Organisation value 0 means "others": the name is then typed in. */
export const OTHER_ORGANIZATION = 0;

/** Every paginated list: 10 a page; the serial number is (page-1)*10+index+1. */
export const PAGE_SIZE = 10;

export const LIMITS = {
  email: 254,
  name: 255,
  designation: 255,
  relation: 100,
  phone: 11,
  address: 1000,
  degree: 255,
  passwordMin: 6,
  passwordMax: 128,
  contactMessageMin: 10,
  contactMessageMax: 5000,
  /** Forum post titles; bodies and replies (docs/decisions/008-forum.md). */
  postTitle: 255,
  postBody: 10000,
  search: 100,
  token: 200,
} as const;

/** 11 digits starting 01 (Bangladeshi mobile numbers). */
export const PHONE_PATTERN = /^01\d{9}$/;

const MIB = 1024 * 1024;
/** Accepted uploads: extension allow-list, checked again by content on the server. */
export const FILE_RULES = {
  avatar: { extensions: ['jpg', 'jpeg', 'png', 'svg'], maxBytes: 2 * MIB },
  document: {
    extensions: ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'pdf', 'zip'],
    maxBytes: 50 * MIB,
  },
  /** A participant's assignment submission: the document types, a smaller default limit. */
  submission: {
    extensions: ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'pdf', 'zip'],
    maxBytes: 20 * MIB,
  },
  /** A spreadsheet of marks (the Upload screen): the template's two formats, at most RESULTS.importMaxBytes. */
  marks: { extensions: ['xlsx', 'csv'], maxBytes: 2 * MIB },
} as const;
export type FileRule = keyof typeof FILE_RULES;

/** Constants that the public pages use. */
export const PUBLIC_SITE = {
  carouselIntervalMs: 5000,
  homeProgramCount: 3,
  counterDurationMs: 1200,
  counterSteps: 60,
  counterThreshold: 0.5,
  /** Gallery images answered by one call of the home carousel. */
  galleryPageSize: 10,
  /** The most programmes one list answers (the list has no pages in the spec). */
  programListMax: 100,
} as const;

/**
 * A programme's short name: what its public address /courses/{short} carries (matched without regard to case). The
 * admin console's form and the public programme endpoint check it; the web checks a name before asking for it.
 */
export const PROGRAM_SHORT_NAME_MAX = 50;
export const PROGRAM_SHORT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Director message ids: 1 general, 2 certification. */
export const DIRECTOR = { general: 1, certification: 2 } as const;

/** The label of organisation value 0 (the participant types the name in). */
export const OTHER_ORGANIZATION_LABEL = 'Others';

export const CONTACT_SENT = 'Message sent successfully!';

export const OTHER_ORGANIZATION_OPTION = { value: OTHER_ORGANIZATION, label: OTHER_ORGANIZATION_LABEL } as const;

/** Evaluations and results (docs/decisions/021-results.md). */
export const RESULTS = {
  /** Marks, maxima and weights are numeric(6,2): at most 9999.99, two decimals. */
  maxMarks: 9999.99,
  componentName: 100,
  componentsPerCourse: 20,
  feedback: 2000,
  unreleaseReason: 500,
  /** Marks typed on screen are saved a page at a time. */
  marksPageSize: 50,
  /** A spreadsheet of marks: its size, and rows past the header read at most. */
  importMaxBytes: 2 * MIB,
  importMaxRows: 5000,
  /** An import can be undone this long after its commit, while nothing newer changed its marks. */
  undoHours: 24,
  /** Scheduled releases fall on a quarter hour of the institute's zone (kept answers change each quarter hour). */
  releaseStepMinutes: 15,
  /** What a mark cell holds for a participant who was absent. */
  absentText: 'AB',
} as const;

/** A course's result: before the final release it is Pending for participants. */
export const RESULT_STATUS = ['Pass', 'Fail', 'Incomplete'] as const;
export type ResultStatus = (typeof RESULT_STATUS)[number];
