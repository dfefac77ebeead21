// Every screen of both spec files, declared once: its route pattern, its page title and how to link to it.
// Routes, menus and redirects read from here; no screen URL is typed anywhere else.
import { buildPath, withQuery } from '@portal/contract';

interface Screen<Args extends unknown[] = []> {
  /** The route pattern (react-router syntax). */
  readonly path: string;
  /** The first part of the document title. */
  readonly title: string;
  readonly getHref: (...args: Args) => string;
}

function screen(path: string, title: string): Screen {
  return { path, title, getHref: () => path };
}

/** Status filter of the coordinator lists: '1' running/active, '0' expired. */
type ListStatus = 0 | 1 | '0' | '1';

export const paths = {
  home: screen('/', 'Home'),
  courses: screen('/courses', 'Certification Programs'),
  courseDetail: {
    path: '/courses/:programShortName',
    title: 'Certification Program',
    getHref: (programShortName: string) =>
      buildPath('/courses/:programShortName', { programShortName: programShortName.toLowerCase() }),
  } satisfies Screen<[string]>,
  directorGeneralMessage: screen('/message-from-director-general', 'Message from the Director General'),
  directorCertificationMessage: screen(
    '/message-from-director-certification',
    'Message from the Director (Certification)',
  ),
  coordinatorProfile: {
    path: '/coordinator/:coordinatorId',
    title: 'Coordinator Profile',
    getHref: (coordinatorId: number | string) => buildPath('/coordinator/:coordinatorId', { coordinatorId }),
  } satisfies Screen<[number | string]>,
  contact: screen('/contact', 'Contact Us'),
  register: {
    path: '/register',
    title: 'Register',
    getHref: (token?: string) => withQuery('/register', { token }),
  } satisfies Screen<[string?]>,
  forgotPassword: screen('/forgot-password', 'Forgot Password'),
  resetPassword: {
    path: '/reset-password',
    title: 'Reset Password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  } satisfies Screen<[string?]>,
  /** Certificate verification (docs/decisions/027-certificate-verification.md): a form, and a code's answer. */
  verify: screen('/verify', 'Verify a Certificate'),
  verifyCode: {
    path: '/verify/:code',
    title: 'Verify a Certificate',
    getHref: (code: string) => buildPath('/verify/:code', { code }),
  } satisfies Screen<[string]>,
  /** The link mailed to a new e-mail address of a profile. */
  confirmEmail: {
    path: '/confirm-email',
    title: 'Confirm E-mail Address',
    getHref: (token?: string) => withQuery('/confirm-email', { token }),
  } satisfies Screen<[string?]>,
  /** The List-Unsubscribe address of a notification mail: a page with a button (only its POST unsubscribes). */
  unsubscribe: {
    path: '/unsubscribe/:token',
    title: 'Unsubscribe',
    getHref: (token: string) => buildPath('/unsubscribe/:token', { token }),
  } satisfies Screen<[string]>,
  notFound: screen('*', 'Page Not Found'),

  participant: {
    root: screen('/participant', 'Participant'),
    dashboard: screen('/participant/dashboard', 'Dashboard'),
    profile: screen('/participant/profile', 'Profile'),
    courses: screen('/participant/courses', 'My Courses'),
    allPosts: screen('/participant/posts/all_posts', 'All Posts'),
    myPosts: screen('/participant/posts/my_posts', 'My Posts'),
    createPost: screen('/participant/posts/create', 'Create Post'),
    postReplies: {
      path: '/participant/posts/reply/:postId',
      title: 'Post Replies',
      getHref: (postId: number | string) => buildPath('/participant/posts/reply/:postId', { postId }),
    } satisfies Screen<[number | string]>,
    unansweredPosts: screen('/participant/posts/unanswered', 'Unanswered Posts'),
    myReplies: screen('/participant/my_replies', 'My Replies'),
    assignments: screen('/participant/assignments', 'Assignments'),
    contents: screen('/participant/contents', 'Contents'),
    /** The participant's released results and transcript (issue 38). */
    results: screen('/participant/results', 'Results'),
    notifications: screen('/participant/notifications', 'Notifications'),
    /** The participant's certificates (docs/features.md, Certificates). */
    certificates: screen('/participant/certificates', 'My certificates'),
  },

  coordinator: {
    root: screen('/coordinator', 'Coordinator'),
    dashboard: screen('/coordinator/dashboard', 'Dashboard'),
    courses: screen('/coordinator/courses', 'Courses'),
    participants: {
      path: '/coordinator/participants',
      title: 'Participants',
      getHref: (filter?: { status?: ListStatus; courseId?: number | null }) =>
        withQuery('/coordinator/participants', { status: filter?.status, courseId: filter?.courseId }),
    } satisfies Screen<[{ status?: ListStatus; courseId?: number | null }?]>,
    contents: {
      path: '/coordinator/contents',
      title: 'Contents',
      getHref: (filter?: { status?: ListStatus; courseId?: number | null }) =>
        withQuery('/coordinator/contents', { status: filter?.status, courseId: filter?.courseId }),
    } satisfies Screen<[{ status?: ListStatus; courseId?: number | null }?]>,
    contentDetails: {
      path: '/coordinator/contents/view_details',
      title: 'Content Details',
      getHref: (contentId?: number) => withQuery('/coordinator/contents/view_details', { content_id: contentId }),
    } satisfies Screen<[number?]>,
    assignments: {
      path: '/coordinator/assignments',
      title: 'Assignments',
      getHref: (filter?: { status?: ListStatus; courseId?: number | null }) =>
        withQuery('/coordinator/assignments', { status: filter?.status, courseId: filter?.courseId }),
    } satisfies Screen<[{ status?: ListStatus; courseId?: number | null }?]>,
    submissionDetails: {
      path: '/coordinator/assignments/submit_details',
      title: 'Submission Details',
      getHref: (assignmentId?: number) =>
        withQuery('/coordinator/assignments/submit_details', { assignment_id: assignmentId }),
    } satisfies Screen<[number?]>,
    /** Marks typed on screen, one component of a course a page at a time (docs/features.md, Evaluations). */
    evaluationMarks: {
      path: '/coordinator/evaluations/marks',
      title: 'Type Marks',
      getHref: (filter?: { course?: number | null; component?: number | null }) =>
        withQuery('/coordinator/evaluations/marks', { course: filter?.course, component: filter?.component }),
    } satisfies Screen<[{ course?: number | null; component?: number | null }?]>,
    profile: screen('/coordinator/profile', 'Profile'),
    allPosts: screen('/coordinator/posts/all_posts', 'All Posts'),
    createPost: screen('/coordinator/posts/create', 'Create Post'),
    myPosts: screen('/coordinator/posts/my_posts', 'My Posts'),
    postReplies: {
      path: '/coordinator/posts/reply/:postId',
      title: 'Post Replies',
      getHref: (postId: number | string) => buildPath('/coordinator/posts/reply/:postId', { postId }),
    } satisfies Screen<[number | string]>,
    unansweredPosts: screen('/coordinator/posts/unanswered', 'Unanswered Posts'),
    /** A course's evaluation rules and releases (Evaluations, issue 38 part A). */
    evaluationRules: {
      path: '/coordinator/evaluations/courses/:courseId',
      title: 'Evaluation Rules',
      getHref: (courseId: number | string) => buildPath('/coordinator/evaluations/courses/:courseId', { courseId }),
    } satisfies Screen<[number | string]>,
    /** Evaluations → Upload: marks from a spreadsheet, for a course and component (`?course=&component=`). */
    evaluationsUpload: {
      path: '/coordinator/evaluations/upload',
      title: 'Upload Marks',
      getHref: (chosen?: { courseId?: number | null; componentId?: number | null }) =>
        withQuery('/coordinator/evaluations/upload', { course: chosen?.courseId, component: chosen?.componentId }),
    } satisfies Screen<[{ courseId?: number | null; componentId?: number | null }?]>,
    /** Evaluations → Report List: the caller's courses, each with its result sheet. */
    reportList: screen('/coordinator/evaluations/report-list', 'Report List'),
    reportSheet: {
      path: '/coordinator/evaluations/report-list/:courseId',
      title: 'Result Sheet',
      getHref: (courseId: number | string) => buildPath('/coordinator/evaluations/report-list/:courseId', { courseId }),
    } satisfies Screen<[number | string]>,
    notifications: screen('/coordinator/notifications', 'Notifications'),
    /** A course's certificates: its passers and the issuing (docs/features.md, Certificates). */
    certificates: {
      path: '/coordinator/evaluations/certificates/:courseId',
      title: 'Certificates',
      getHref: (courseId: number | string) =>
        buildPath('/coordinator/evaluations/certificates/:courseId', { courseId }),
    } satisfies Screen<[number | string]>,
  },

  /** The admin console (docs/decisions/012-admin-console.md). */
  admin: {
    root: screen('/admin', 'Overview'),
    inbox: screen('/admin/inbox', 'Inbox'),
    audit: screen('/admin/audit', 'Audit Log'),
    maintenance: screen('/admin/maintenance', 'Maintenance'),
    programs: screen('/admin/programs', 'Programmes'),
    newProgram: screen('/admin/programs/new', 'New Programme'),
    editProgram: {
      path: '/admin/programs/:programId/edit',
      title: 'Edit Programme',
      getHref: (programId: number | string) => buildPath('/admin/programs/:programId/edit', { programId }),
    } satisfies Screen<[number | string]>,
    programCoordinators: {
      path: '/admin/programs/:programId/coordinators',
      title: 'Programme Coordinators',
      getHref: (programId: number | string) => buildPath('/admin/programs/:programId/coordinators', { programId }),
    } satisfies Screen<[number | string]>,
    gallery: screen('/admin/gallery', 'Gallery'),
    directorMessages: screen('/admin/director-messages', 'Director Messages'),
    organizations: screen('/admin/organizations', 'Organisations'),
    coordinators: screen('/admin/coordinators', 'Coordinators'),
    courses: screen('/admin/courses', 'Courses'),
    course: {
      path: '/admin/courses/:courseId',
      title: 'Course',
      getHref: (courseId: number | string) => buildPath('/admin/courses/:courseId', { courseId }),
    } satisfies Screen<[number | string]>,
    participants: screen('/admin/participants', 'Participants'),
    /** A course's certificates, as its coordinators see them (docs/features.md, Certificates). */
    courseCertificates: {
      path: '/admin/courses/:courseId/certificates',
      title: 'Certificates',
      getHref: (courseId: number | string) => buildPath('/admin/courses/:courseId/certificates', { courseId }),
    } satisfies Screen<[number | string]>,
    invitations: screen('/admin/invitations', 'Invitations'),
    certificates: screen('/admin/certificates', 'Certificates'),
    certificateSignatories: screen('/admin/certificates/signatories', 'Certificate Signatories'),
    invitationBoard: {
      path: '/admin/invitations/board',
      title: 'Invitation Board',
      getHref: (courseId?: number) => withQuery('/admin/invitations/board', { courseId }),
    } satisfies Screen<[number?]>,
  },
} as const;
