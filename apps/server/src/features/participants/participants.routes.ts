// The coordinator's participants (docs/features.md, Participants): the list of one of their courses with its search,
// the course select of the screen, and the CSV export of the list (beyond the spec). A course that is not the caller's,
// or not of the status asked for, answers 404 whether it exists or not.
import { Readable } from 'node:stream';
import { coordinatorParticipants, PARTICIPANT_CSV_COLUMNS } from '@portal/contract';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import { findMemberCourse, memberCourseOptions } from '#server/core/db/course-membership.ts';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { CSV_BOM, csvLine, exportFileName } from './participants.csv.ts';
import { toCourseParticipant, toCsvCells } from './participants.presenters.ts';
import { exportBatch, listCourseParticipants } from './participants.queries.ts';

const COURSE_NOT_FOUND = 'Course not found';
/** Rows read per statement of an export: memory stays bounded whatever the course's size. */
const EXPORT_BATCH = 500;
/** An export reads a whole course: a few a minute per client is plenty (counted after validation). */
const EXPORT_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const } };

/** The export's lines: the header, then the course's participants in batches, by course-wise id. */
async function* participantCsv(db: Db, courseId: number, search: string): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(PARTICIPANT_CSV_COLUMNS);
  let after: { roll: string; id: number } | null = null;
  let serial = 0;
  for (;;) {
    const rows = await exportBatch(db, courseId, search, after, EXPORT_BATCH);
    let chunk = '';
    for (const row of rows) {
      serial += 1;
      chunk += csvLine(toCsvCells(row, serial));
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { roll: last.roll, id: last.enrolmentId };
  }
}

/** Today in the institute's zone, as yyyy-MM-dd. */
const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now());

export function participantsRoutes({ route, db, config }: FeatureContext) {
  async function ownCourse(user: { id: number; userType: number }, courseId: number, status: 0 | 1) {
    const course = await findMemberCourse(db, user, courseId, status);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    return course;
  }

  route(coordinatorParticipants.list, async ({ user, params }) => {
    const list = await listCourseParticipants(db, user, params, params.text, params.page);
    if (!list) throw notFound(COURSE_NOT_FOUND);
    return {
      course_name: list.courseName,
      course_short_name: list.courseShortName,
      total_data: list.total,
      data: list.rows.map(toCourseParticipant),
    };
  });

  route(coordinatorParticipants.courseOptions, async ({ user, params }) => ({
    courses: await memberCourseOptions(db, user, params.status),
  }));

  route(
    coordinatorParticipants.exportCsv,
    async ({ user, params, query, req, reply }) => {
      const course = await ownCourse(user, params.courseId, params.status);
      const search = query.search ?? '';
      const fileName = exportFileName(course.shortName, dayIn(config.TZ_INSTITUTE));
      req.log.info(
        { event: 'participants_exported', courseId: course.id, search: search !== '' },
        'participant list exported',
      );
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        );
      return reply.send(Readable.from(participantCsv(db, course.id, search), { objectMode: false }));
    },
    EXPORT_LIMIT,
  );
}
