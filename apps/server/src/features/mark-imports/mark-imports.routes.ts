// The coordinator's marks from a spreadsheet (docs/features.md, Upload): the template of a component, the preview of
// an upload (changes nothing), its commit, the component's imports and the undo of one. Every component and import
// is read through the caller's courses: another course's answers 404, as a missing one.
import { coordinatorMarkImports, MARK_IMPORT_TEXT, RESULTS } from '@portal/contract';
import { badRequest, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { setDownloadHeaders } from '#server/core/files/download-headers.ts';
import { readUpload } from '#server/core/files/upload.ts';
import { findMemberComponent } from '#server/features/results/index.ts';
import { toImportItem } from './mark-imports.presenters.ts';
import { findMemberImport, listImports, rosterWithMarks, templateHead } from './mark-imports.queries.ts';
import { commitImport, previewImport, undoImport } from './mark-imports.service.ts';
import { templateCsv, templateXlsx } from './mark-imports.template.ts';

const COMPONENT_NOT_FOUND = 'Component not found';
const IMPORT_NOT_FOUND = 'Import not found';
/** Reading a sheet costs a worker thread: a coordinator uploads a few a minute at most. */
const UPLOAD_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const } };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function markImportRoutes({ route, db, store, config }: FeatureContext) {
  async function ownComponent(
    user: { id: number; userType: number },
    params: { courseId: number; componentId: number },
  ) {
    const component = await findMemberComponent(db, user, params.courseId, params.componentId);
    if (!component) throw notFound(COMPONENT_NOT_FOUND);
    return component;
  }

  route(coordinatorMarkImports.template, async ({ user, params, reply }) => {
    const component = await ownComponent(user, params);
    const [{ shortName, revision }, rows] = await Promise.all([
      templateHead(db, component.courseId, component.id),
      rosterWithMarks(db, component.courseId, component.id),
    ]);
    const input = { revision, component: { ...component, maxMarks: Number(component.maxMarks) }, rows };
    const fileName = `marks-${shortName}-${component.name}-v${revision}.${params.format}`;
    if (params.format === 'csv') {
      setDownloadHeaders(reply, { contentType: 'text/csv; charset=utf-8', fileName });
      return reply.send(templateCsv(input));
    }
    const bytes = await templateXlsx(input);
    setDownloadHeaders(reply, { contentType: XLSX_TYPE, fileName, size: bytes.length });
    return reply.send(bytes);
  });

  route(
    coordinatorMarkImports.preview,
    async ({ user, params, req, reply }) => {
      // The form is read first, so that a broken one is a 400 whatever the component; the sheet is parsed only after
      // the scope check.
      const { file } = await readUpload(
        { req, reply },
        coordinatorMarkImports.preview.multipart,
        RESULTS.importMaxBytes,
      );
      const component = await ownComponent(user, params);
      if (!file) throw badRequest(MARK_IMPORT_TEXT.unreadable);
      return (await previewImport(db, user, component, file)).preview;
    },
    UPLOAD_LIMIT,
  );

  route(
    coordinatorMarkImports.commit,
    async ({ user, params, req, reply }) => {
      const { json, file } = await readUpload(
        { req, reply },
        coordinatorMarkImports.commit.multipart,
        RESULTS.importMaxBytes,
      );
      const component = await ownComponent(user, params);
      if (!file) throw badRequest(MARK_IMPORT_TEXT.unreadable);
      const done = await commitImport({ db, store, quota: config.uploadQuota }, user, component, file, json);
      req.log.info(
        { event: 'marks_imported', componentId: component.id, importId: done.id, changed: done.changed },
        'marks imported',
      );
      return { success: MARK_IMPORT_TEXT.committed, ...done };
    },
    UPLOAD_LIMIT,
  );

  route(coordinatorMarkImports.list, async ({ user, params }) => {
    const component = await ownComponent(user, params);
    const { rows, total } = await listImports(db, component.id, params.page);
    return { total_data: total, data: rows.map(toImportItem) };
  });

  route(coordinatorMarkImports.undo, async ({ user, params, req }) => {
    const target = await findMemberImport(db, user, params.importId);
    if (!target) throw notFound(IMPORT_NOT_FOUND);
    await undoImport(db, user, target);
    req.log.info({ event: 'marks_import_undone', importId: target.id }, 'marks import undone');
    return { success: MARK_IMPORT_TEXT.undone };
  });
}
