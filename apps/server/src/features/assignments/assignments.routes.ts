// Assignments of both roles (docs/features.md, Assignments). A coordinator sets an assignment in a course they
// coordinate and sees those of all their courses; only its creator edits or deletes it (403 otherwise). A participant
// of the course downloads it (a view is counted) and submits until the deadline; a replaced file is kept as an older
// version. Anything outside the caller's courses answers 404.
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_TEXT,
  coordinatorAssignments,
  DELETED_TEXT,
  participantAssignments,
} from '@portal/contract';
import type { SessionUser } from '#server/core/auth/sessions.ts';
import { now } from '#server/core/clock.ts';
import { isCourseMember, memberCourseOptions } from '#server/core/db/course-membership.ts';
import { badRequest, conflict, deleteDenied, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { refuseDownloadLink, setDownloadHeaders } from '#server/core/files/download-headers.ts';
import { FILES_PREFIX, signToken, verifyToken } from '#server/core/files/signed-links.ts';
import {
  deleteStoredFiles,
  downloadLink,
  FILE_NOT_FOUND,
  insertStoredFile,
  removeFromStore,
} from '#server/core/files/stored-files.ts';
import { keepUpload, readUpload, storedFileValues } from '#server/core/files/upload.ts';
import { queueNotifications } from '#server/features/notifications/index.ts';
import { receiptMailJob } from './assignments.mails.ts';
import {
  isInGrace,
  toCoordinatorAssignment,
  toParticipantAssignment,
  toSubmitDetail,
} from './assignments.presenters.ts';
import {
  coordinatorAssignmentPage,
  countAssignmentView,
  deleteAssignmentRow,
  filesOfAssignment,
  findAssignment,
  findAssignmentById,
  findSubmission,
  insertAssignment,
  ownSubmission,
  participantAssignmentPage,
  recordSubmission,
  submissionsForArchive,
  submissionVersions,
  submitDetailPage,
  updateAssignment,
} from './assignments.queries.ts';
import { safeName, submissionsArchive } from './submissions-archive.ts';

const NOT_FOUND = 'Assignment not found';
const COURSE_NOT_FOUND = 'Course not found';
const ASSIGNMENT_FOLDER = 'assignments';
const SUBMISSION_FOLDER = 'submissions';
/** Where the ZIP of an assignment's submissions is served behind its signed link. */
const SUBMISSIONS_PREFIX = `${FILES_PREFIX}submissions/`;

/** Today's date (yyyy-MM-dd) in the zone. */
function todayIn(tz: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

export function assignmentRoutes({ app, route, db, store, config, filesSecret, jobs }: FeatureContext) {
  const tz = config.TZ_INSTITUTE;
  const limits = config.uploadLimits;

  async function visibleAssignment(user: SessionUser, id: number) {
    const assignment = await findAssignment(db, user, tz, id);
    if (!assignment) throw notFound(NOT_FOUND);
    return assignment;
  }

  /** The caller's own assignment, or the refusal: 404 outside their courses, 403 when another set it. */
  async function ownAssignment(user: SessionUser, id: number) {
    const assignment = await visibleAssignment(user, id);
    if (assignment.createdById !== user.id) throw deleteDenied();
    return assignment;
  }

  const linkTo = (fileId: number) => downloadLink(db, filesSecret, fileId);

  // ------------------------------------------------------------ participant

  route(participantAssignments.list, async ({ user, params }) => {
    const { rows, total } = await participantAssignmentPage(db, user, tz, params.page);
    const at = now();
    return { total_data: total, assignments: rows.map((row) => toParticipantAssignment(row, at)) };
  });

  route(participantAssignments.download, async ({ user, params, touches }) => {
    const assignment = await visibleAssignment(user, params.assignmentId);
    touches(assignment.courseId);
    const link = await linkTo(assignment.fileId);
    await countAssignmentView(db, assignment.id, user.id, now());
    return link;
  });

  route(participantAssignments.downloadSubmission, async ({ user, params }) => {
    const assignment = await visibleAssignment(user, params.assignmentId);
    const submission = await ownSubmission(db, assignment.id, user.id);
    if (!submission) throw notFound(FILE_NOT_FOUND);
    return linkTo(submission.fileId);
  });

  route(participantAssignments.upload, async ({ user, params, req, reply, touches }) => {
    const assignment = await visibleAssignment(user, params.assignmentId);
    touches(assignment.courseId);
    const deadlinePassed = () => now().getTime() >= assignment.deadline.getTime();
    // Refused before the file is read, and again when it has arrived (the upload may take minutes).
    if (deadlinePassed()) throw conflict(ASSIGNMENT_TEXT.deadlinePassed);
    const { file } = await readUpload({ req, reply }, participantAssignments.upload.multipart, limits.submission);
    if (!file) throw badRequest(ASSIGNMENT_MESSAGES.chooseFile);
    const at = now();
    await keepUpload(store, file, SUBMISSION_FOLDER, (storeKey) =>
      db.transaction(async (tx) => {
        if (deadlinePassed()) throw conflict(ASSIGNMENT_TEXT.deadlinePassed);
        const fileId = await insertStoredFile(tx, storedFileValues(file, storeKey, user.id), config.uploadQuota);
        const submission = await recordSubmission(tx, {
          assignmentId: assignment.id,
          participantId: user.id,
          fileId,
          at,
        });
        await jobs.enqueue(tx, receiptMailJob, {
          assignmentId: assignment.id,
          participantId: user.id,
          fileId,
          at: at.getTime(),
        });
        return submission;
      }),
    );
    const receipt = {
      file_name: file.originalName,
      size_bytes: file.size,
      sha256: file.sha256,
      submitted_at: at.toISOString(),
      on_time: !isInGrace(at, assignment.graceFrom),
    };
    req.log.info({ event: 'assignment_submitted', assignmentId: assignment.id }, 'assignment submitted');
    return { success: ASSIGNMENT_TEXT.uploaded, receipt };
  });

  // ------------------------------------------------------------ coordinator

  route(coordinatorAssignments.courses, async ({ user, params }) => ({
    courses: await memberCourseOptions(db, user, params.status),
  }));

  route(coordinatorAssignments.list, async ({ user, params }) => {
    const list = await coordinatorAssignmentPage(db, user, { ...params, tz });
    if (!list) throw notFound(COURSE_NOT_FOUND);
    return { total_data: list.total, assignments: list.rows.map(toCoordinatorAssignment) };
  });

  route(coordinatorAssignments.create, async ({ user, params, req, reply, touches }) => {
    if (!(await isCourseMember(db, user, params.courseId))) throw notFound(COURSE_NOT_FOUND);
    touches(params.courseId);
    const { json, file } = await readUpload({ req, reply }, coordinatorAssignments.create.multipart, limits.document);
    if (!file) throw badRequest(ASSIGNMENT_MESSAGES.chooseFile);
    const at = now();
    if (json.last_submission_date < todayIn(tz, at)) throw badRequest(ASSIGNMENT_MESSAGES.pastDate);
    const id = await keepUpload(store, file, ASSIGNMENT_FOLDER, (storeKey) =>
      db.transaction(async (tx) => {
        const fileId = await insertStoredFile(tx, storedFileValues(file, storeKey, user.id), config.uploadQuota);
        const assignmentId = await insertAssignment(tx, {
          courseId: params.courseId,
          createdById: user.id,
          title: json.title,
          lastSubmitDate: json.last_submission_date,
          fileId,
          at,
        });
        // One fan-out job, committed with the assignment: the participants are notified on the queue.
        await queueNotifications(jobs, tx, 'assignment-created', [assignmentId]);
        return assignmentId;
      }),
    );
    req.log.info({ event: 'assignment_created', assignmentId: id }, 'assignment created');
    return { success: ASSIGNMENT_TEXT.created, id };
  });

  route(coordinatorAssignments.edit, async ({ user, params, req, reply, touches }) => {
    const assignment = await ownAssignment(user, params.id);
    touches(assignment.courseId);
    const { json, file } = await readUpload({ req, reply }, coordinatorAssignments.edit.multipart, limits.document);
    const at = now();
    const change = { title: json.title, lastSubmitDate: json.last_submission_date, at };
    if (!file) {
      await db.transaction((tx) => updateAssignment(tx, assignment.id, change));
      return { success: ASSIGNMENT_TEXT.edited };
    }
    const replaced = await keepUpload(store, file, ASSIGNMENT_FOLDER, (storeKey) =>
      db.transaction(async (tx) => {
        const fileId = await insertStoredFile(tx, storedFileValues(file, storeKey, user.id), config.uploadQuota);
        await updateAssignment(tx, assignment.id, { ...change, fileId });
        return deleteStoredFiles(tx, [assignment.fileId]);
      }),
    );
    await removeFromStore(store, replaced, req.log);
    return { success: ASSIGNMENT_TEXT.edited };
  });

  route(coordinatorAssignments.delete, async ({ user, params, req, touches }) => {
    const assignment = await ownAssignment(user, params.id);
    touches(assignment.courseId);
    const storeKeys = await db.transaction(async (tx) => {
      const fileIds = await filesOfAssignment(tx, assignment.id);
      await deleteAssignmentRow(tx, assignment.id);
      return deleteStoredFiles(tx, [assignment.fileId, ...fileIds]);
    });
    await removeFromStore(store, storeKeys, req.log);
    req.log.info({ event: 'assignment_deleted', assignmentId: assignment.id }, 'assignment deleted');
    return { success: DELETED_TEXT };
  });

  route(coordinatorAssignments.download, async ({ user, params }) => {
    const assignment = await visibleAssignment(user, params.id);
    return linkTo(assignment.fileId);
  });

  route(coordinatorAssignments.submitDetails, async ({ user, params }) => {
    const details = await submitDetailPage(db, user, tz, params.id, params.page);
    if (!details) throw notFound(NOT_FOUND);
    return {
      total_data: details.total,
      title: details.title,
      course_name: details.courseName,
      course_short_name: details.courseShortName,
      component:
        details.component === null
          ? null
          : {
              id: details.component.id,
              name: details.component.name,
              max_marks: Number(details.component.maxMarks),
              frozen: details.component.frozen,
            },
      submit_details: details.rows.map((row) => toSubmitDetail(row, details.graceFrom)),
    };
  });

  async function visibleSubmission(user: SessionUser, assignmentId: number, submitId: number) {
    const assignment = await visibleAssignment(user, assignmentId);
    const submission = await findSubmission(db, assignment.id, submitId);
    if (!submission) throw notFound(FILE_NOT_FOUND);
    return { assignment, submission };
  }

  route(coordinatorAssignments.downloadSubmission, async ({ user, params }) => {
    const { submission } = await visibleSubmission(user, params.id, params.submitId);
    return linkTo(submission.fileId);
  });

  route(coordinatorAssignments.downloadAll, async ({ user, params }) => {
    const assignment = await visibleAssignment(user, params.id);
    return { url: `${SUBMISSIONS_PREFIX}${signToken(filesSecret, 'submissions', assignment.id)}` };
  });

  // The ZIP behind a signed link (like /files/<token>): the link was made for a coordinator of the course.
  app.route({
    method: 'GET',
    url: `${SUBMISSIONS_PREFIX}:token`,
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { token } = request.params as { token: string };
      const assignmentId = verifyToken(filesSecret, 'submissions', token);
      const assignment = assignmentId === null ? null : await findAssignmentById(db, tz, assignmentId);
      if (!assignment) return refuseDownloadLink(request, reply);
      const submissions = await submissionsForArchive(db, assignment.id);
      const at = now();
      setDownloadHeaders(reply, {
        contentType: 'application/zip',
        fileName: `${safeName(assignment.title)}-submissions.zip`,
      });
      return reply.send(submissionsArchive(store, submissions, assignment.graceFrom, at));
    },
  });

  route(coordinatorAssignments.versions, async ({ user, params }) => {
    const { assignment, submission } = await visibleSubmission(user, params.id, params.submitId);
    const versions = await submissionVersions(db, submission.id);
    return {
      versions: versions.map((version) => ({
        version_id: version.id,
        file_name: version.fileName,
        content_mime: version.extension,
        size_bytes: version.sizeBytes,
        sha256: version.sha256,
        submitted_at: version.submittedAt.toISOString(),
        late_grace: isInGrace(version.submittedAt, assignment.graceFrom),
      })),
    };
  });

  route(coordinatorAssignments.downloadVersion, async ({ user, params }) => {
    const { submission } = await visibleSubmission(user, params.id, params.submitId);
    const version = (await submissionVersions(db, submission.id)).find((row) => row.id === params.versionId);
    if (!version) throw notFound(FILE_NOT_FOUND);
    return linkTo(version.fileId);
  });
}
