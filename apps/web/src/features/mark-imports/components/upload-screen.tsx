// Evaluations → Upload (docs/features.md, Upload): a course and a component (in the URL, `?course=&component=`), the
// template to download (XLSX or CSV), the filled file to preview (nothing changes), the preview's rows old → new with
// the refusals and counts, "Commit N changes" (with "force" only when the template is stale, listing what it would
// overwrite), the component's recent imports with Undo, and a link to type the marks on screen instead.
import {
  type ComponentOption,
  coordinatorMarkImports,
  formatNumber,
  type Language,
  MARK_IMPORT_TEXT,
  MARK_ROW_REFUSAL,
  MARK_TEMPLATE_COLUMNS,
  type MarkImportItem,
  type MarkImportPreview,
  type MarkPreviewRow,
  type MarkTemplateFormat,
  type MarkValue,
  RESULTS,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { chosenFileProblem, FileField } from '#web/components/files/file-field.tsx';
import { UploadProgress } from '#web/components/files/upload-progress.tsx';
import { useUpload } from '#web/components/files/use-upload.ts';
import { CourseSelect } from '#web/components/form/course-select.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, urlId, useUrlFilter } from '#web/components/list/url-filter.ts';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { importsNs } from '#web/i18n/namespaces/imports.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { isAbortError, listFailureText, multipartBody, uploadFormText } from '#web/lib/api.ts';
import {
  type ComponentRef,
  componentOptions,
  downloadTemplate,
  importListOptions,
  markImportKeys,
  undoImport,
  uploadCourseOptions,
} from '../api.ts';

type ImportsT = TFunction<'imports'>;

/** A mark as a cell shows it: the number, AB, or a dash for none (Latin in both languages: the file's own cells). */
export function markText(value: MarkValue | null): string {
  if (!value) return '–';
  return value.absent ? RESULTS.absentText : String(value.marks);
}

/** A count or a maximum in running text: as always in English, Bengali digits in Bangla. */
function numberText(language: Language, value: number): string {
  return language === 'en' ? String(value) : formatNumber(language, value, { useGrouping: false });
}

/** Why the preview refused a row, in the page's language (the server's reasons, which carry values, by their English). */
function reasonText(t: ImportsT, language: Language, reason: string, max: number): string {
  const key = (Object.keys(MARK_ROW_REFUSAL) as (keyof typeof MARK_ROW_REFUSAL)[]).find(
    (name) => name !== 'outOfRange' && MARK_ROW_REFUSAL[name] === reason,
  );
  if (key === 'notNumber') return t('reasons.notNumber', { absent: RESULTS.absentText });
  if (key && key !== 'outOfRange') return t(`reasons.${key}`);
  if (reason === MARK_ROW_REFUSAL.outOfRange(max)) return t('reasons.outOfRange', { max: numberText(language, max) });
  return reason;
}

/**
 * A refusal of the file or of an undo, in the page's language: those carrying Latin names or a count are worded here
 * (the template's columns, how many marks changed); the others are the Bangla messages' (FieldError shows them).
 */
function refusalText(t: ImportsT, language: Language, text: string): string {
  if (text === MARK_IMPORT_TEXT.badHeader) {
    return t('refusals.badHeader', { columns: MARK_TEMPLATE_COLUMNS.join(', ') });
  }
  const changedSince = /^(\d+) of its marks changed since: it can no longer be undone$/.exec(text);
  if (changedSince) return t('refusals.changedSince', { n: numberText(language, Number(changedSince[1])) });
  return text;
}

export function UploadScreen() {
  const t = useT(importsNs);
  const language = useLanguage();
  const messageText = useMessageText();
  const id = useId();
  const { params, change } = useUrlFilter();
  const courseId = urlId(params.get('course'));
  const componentId = urlId(params.get('component'));
  const components = useQuery({ ...componentOptions(courseId ?? 0), enabled: courseId !== null });
  const component = components.data?.components.find((c) => c.id === componentId);

  return (
    <>
      <p className="text-body-secondary">{t('intro', { absent: RESULTS.absentText })}</p>
      <div className="row g-3 align-items-start mb-3">
        <div className="col-12 col-md-6">
          <CourseSelect
            id={`${id}-course`}
            label={t('course')}
            placeholder={t('text.selectCourse')}
            name="course"
            className="mb-0"
            options={uploadCourseOptions()}
            value={courseId === null ? '' : String(courseId)}
            onChange={(value) =>
              change((next) => {
                setParam(next, 'course', value);
                next.delete('component');
              })
            }
            onBlur={() => undefined}
            message={undefined}
          />
        </div>
        <div className="col-12 col-md-6">
          <SelectField
            id={`${id}-component`}
            label={t('component')}
            name="component"
            className="mb-0"
            placeholder={t('text.selectComponent')}
            options={(components.data?.components ?? []).map((c) => ({
              value: c.id,
              label: t('option', { name: c.name, max: numberText(language, c.max_marks) }),
            }))}
            isBusy={components.isFetching}
            value={componentId === null ? '' : String(componentId)}
            onChange={(value) => change((next) => setParam(next, 'component', value))}
            onBlur={() => undefined}
            message={
              components.isError
                ? messageText(listFailureText(components.error))
                : components.data && components.data.components.length === 0
                  ? t('text.noComponents')
                  : undefined
            }
          />
        </div>
      </div>
      {courseId === null && <p className="text-body-secondary">{t('text.selectCourse')}</p>}
      {courseId !== null && component && (
        <ComponentUpload key={component.id} courseId={courseId} component={component} />
      )}
    </>
  );
}

function ComponentUpload({ courseId, component }: { courseId: number; component: ComponentOption }) {
  const t = useT(importsNs);
  const language = useLanguage();
  const ref: ComponentRef = { courseId, componentId: component.id };
  const downloading = useMutation({ mutationFn: downloadTemplate });
  const format = (f: MarkTemplateFormat) => downloading.mutate({ ...ref, format: f });

  return (
    <section aria-labelledby="upload-component-heading">
      <h2 id="upload-component-heading" className="h5">
        {component.name}{' '}
        <small className="text-body-secondary">
          {t('heading', {
            max: numberText(language, component.max_marks),
            weight: numberText(language, component.weight),
          })}
        </small>
      </h2>
      {component.frozen && <Alert variant="warning">{t('text.frozen')}</Alert>}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Button variant="outline-primary" disabled={downloading.isPending} onClick={() => format('xlsx')}>
          {t('download', { format: 'XLSX' })}
        </Button>
        <Button variant="outline-primary" disabled={downloading.isPending} onClick={() => format('csv')}>
          {t('download', { format: 'CSV' })}
        </Button>
        <Link
          className="ms-sm-auto"
          to={paths.coordinator.evaluationMarks.getHref({ course: courseId, component: component.id })}
        >
          {t('typeInstead')}
        </Link>
      </div>
      {!component.frozen && <PreviewAndCommit componentRef={ref} />}
      <h2 className="h5 mt-4">{t('recent')}</h2>
      <ImportList componentRef={ref} />
    </section>
  );
}

function PreviewAndCommit({ componentRef }: { componentRef: ComponentRef }) {
  const t = useT(importsNs);
  const language = useLanguage();
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const [preview, setPreview] = useState<MarkImportPreview | null>(null);
  const [force, setForce] = useState(false);
  const [committed, setCommitted] = useState<string | null>(null);
  const previewing = useUpload(coordinatorMarkImports.preview);
  const committing = useUpload(coordinatorMarkImports.commit);
  const busy = previewing.isUploading || committing.isUploading;

  const runPreview = async () => {
    setCommitted(null);
    if (!file) {
      setMessage(t('text.chooseFile'));
      fileInput.current?.focus();
      return;
    }
    const problem = chosenFileProblem(file, 'marks');
    if (problem) {
      setMessage(problem);
      fileInput.current?.focus();
      return;
    }
    setMessage(undefined);
    setPreview(null);
    setForce(false);
    try {
      const shown = await previewing.send({
        params: componentRef,
        formData: multipartBody(coordinatorMarkImports.preview, { file }),
        toastError: false,
      });
      setPreview(shown);
    } catch (error) {
      if (!isAbortError(error)) setMessage(refusalText(t, language, uploadFormText(error)));
    }
  };

  const runCommit = async () => {
    if (!file || !preview) return;
    try {
      const done = await committing.send({
        params: componentRef,
        formData: multipartBody(coordinatorMarkImports.commit, {
          file,
          json: { plan_digest: preview.plan_digest, force: preview.stale && force },
        }),
        toastError: false,
        invalidate: [markImportKeys.imports(componentRef)],
      });
      setCommitted(t('committed', { count: done.changed }));
      setPreview(null);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      if (!isAbortError(error)) setMessage(refusalText(t, language, uploadFormText(error)));
    }
    await queryClient.invalidateQueries({ queryKey: markImportKeys.components(componentRef.courseId) });
  };

  const canCommit =
    preview !== null && preview.counts.refused === 0 && preview.counts.changed > 0 && (!preview.stale || force);

  return (
    <div className="mb-3">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <FileField
          id={`${id}-file`}
          label={t('file')}
          rule="marks"
          message={message}
          inputRef={fileInput}
          disabled={busy}
          onChange={(chosen) => {
            setFile(chosen);
            setPreview(null);
            setMessage(undefined);
          }}
        />
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Button type="submit" disabled={busy}>
            {previewing.isUploading ? t('reading') : t('preview')}
          </Button>
          {previewing.canCancel && (
            <Button variant="outline-secondary" onClick={previewing.cancel}>
              {t('cancel')}
            </Button>
          )}
        </div>
        <div className="mt-2">
          <UploadProgress percent={previewing.percent ?? committing.percent} />
        </div>
      </Form>
      <div aria-live="polite">
        {committed && (
          <Alert variant="success" className="mt-3 mb-0">
            {committed}
          </Alert>
        )}
      </div>
      {preview && (
        <PreviewPanel
          preview={preview}
          force={force}
          setForce={setForce}
          commit={
            <Button variant="success" disabled={!canCommit || busy} onClick={() => void runCommit()}>
              {committing.isUploading ? t('committing') : t('commit', { count: preview.counts.changed })}
            </Button>
          }
        />
      )}
    </div>
  );
}

function PreviewPanel({
  preview,
  force,
  setForce,
  commit,
}: {
  preview: MarkImportPreview;
  force: boolean;
  setForce: (force: boolean) => void;
  commit: ReactNode;
}) {
  const t = useT(importsNs);
  const language = useLanguage();
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const { counts } = preview;
  const overwritten = preview.rows.filter((row) => row.outcome === 'changed' && row.changed_since);
  const rows = showAll
    ? preview.rows
    : preview.rows.filter((row) => row.outcome === 'changed' || row.outcome === 'refused');
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-3">
      <h3 id={`${id}-heading`} className="h6">
        {t('previewOf', { name: preview.file_name })}
      </h3>
      <ul className="list-inline mb-2" aria-label={t('counts.label')}>
        <li className="list-inline-item badge text-bg-primary">
          {t('counts.changed', { n: numberText(language, counts.changed) })}
        </li>
        <li className="list-inline-item badge text-bg-secondary">
          {t('counts.unchanged', { n: numberText(language, counts.unchanged) })}
        </li>
        <li className="list-inline-item badge text-bg-light border">
          {t('counts.blank', { n: numberText(language, counts.blank) })}
        </li>
        <li className="list-inline-item badge text-bg-danger">
          {t('counts.refused', { n: numberText(language, counts.refused) })}
        </li>
      </ul>
      {counts.refused > 0 && <Alert variant="danger">{t('text.refused', { count: counts.refused })}</Alert>}
      {counts.refused === 0 && counts.changed === 0 && <Alert variant="info">{t('text.nothingChanges')}</Alert>}
      {preview.stale && (
        <Alert variant="warning">
          <p className="mb-1">
            {t('text.stale')} {t('staleList')}
          </p>
          <ul className="mb-2">
            {overwritten.map((row) => (
              <li key={row.row}>
                {row.course_wise_id} {row.name}: {markText(row.old)} → {markText(row.new)}
              </li>
            ))}
          </ul>
          <Form.Check
            id={`${id}-force`}
            type="checkbox"
            label={t('text.force')}
            checked={force}
            onChange={(event) => setForce(event.target.checked)}
          />
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        {commit}
        <Form.Check
          id={`${id}-all`}
          type="switch"
          label={t('showAll', { n: numberText(language, preview.rows.length) })}
          checked={showAll}
          onChange={(event) => setShowAll(event.target.checked)}
        />
      </div>
      <PreviewTable rows={rows} max={preview.component.max_marks} />
    </section>
  );
}

/**
 * The preview's rows (cards below md, as every list: the same classes as DataTable's). Row numbers, course-wise ids and
 * marks are the file's own, in Latin digits in both languages.
 */
function PreviewTable({ rows, max }: { rows: readonly MarkPreviewRow[]; max: number }) {
  const t = useT(importsNs);
  const language = useLanguage();
  if (rows.length === 0) return <p className="text-body-secondary">{t('noRows')}</p>;
  const header = {
    row: t('columns.row'),
    id: t('columns.id'),
    name: t('columns.name'),
    old: t('columns.old'),
    new: t('columns.new'),
    result: t('columns.result'),
  };
  return (
    /* biome-ignore-start lint/a11y/noRedundantRoles: as in DataTable, the card layout needs the explicit roles */
    <Table responsive striped className="align-middle data-table" role="table">
      <caption className="visually-hidden">{t('rowsCaption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {Object.entries(header).map(([key, text]) => (
            <th key={key} scope="col" role="columnheader">
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.row} role="row" className={row.outcome === 'refused' ? 'table-danger' : undefined}>
            <td role="cell" data-label={header.row}>
              <div className="data-table-value">{row.row}</div>
            </td>
            <td role="cell" data-label={header.id}>
              <div className="data-table-value">{row.course_wise_id || '–'}</div>
            </td>
            <td role="cell" data-label={header.name}>
              <div className="data-table-value">{row.name ?? '–'}</div>
            </td>
            <td role="cell" data-label={header.old}>
              <div className="data-table-value">{markText(row.old)}</div>
            </td>
            <td role="cell" data-label={header.new}>
              <div className="data-table-value">{row.outcome === 'blank' ? '–' : markText(row.new)}</div>
            </td>
            <td role="cell" data-label={header.result}>
              <div className="data-table-value">
                {t(`outcome.${row.outcome}`)}
                {row.changed_since && row.outcome === 'changed' ? t('overwrites') : ''}
                {row.reason ? `: ${reasonText(t, language, row.reason, max)}` : ''}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
    /* biome-ignore-end lint/a11y/noRedundantRoles: as above */
  );
}

function ImportList({ componentRef }: { componentRef: ComponentRef }) {
  const t = useT(importsNs);
  const language = useLanguage();
  const messageText = useMessageText();
  const page = usePageParam();
  const query = useQuery(importListOptions(componentRef, page));
  const undoing = useMutation({ mutationFn: (importId: number) => undoImport(importId, componentRef) });
  const columns: readonly Column<MarkImportItem>[] = [
    {
      header: t('list.when'),
      // Its age in the page's language ('3 hours ago', '৩ ঘণ্টা আগে'), the exact time on hover.
      cell: (row) => <RelativeTime iso={row.imported_at} />,
    },
    { header: t('list.by'), cell: (row) => row.imported_by ?? '–' },
    { header: t('list.file'), cell: (row) => <span className="text-break">{row.file_name}</span> },
    {
      header: t('list.changes'),
      cell: (row) =>
        `${t('list.summary', {
          changed: numberText(language, row.counts.changed),
          unchanged: numberText(language, row.counts.unchanged),
          blank: numberText(language, row.counts.blank),
        })}${row.forced ? t('list.forced') : ''}`,
    },
    {
      // The hash's name, as the file's checksum tools write it, in both languages.
      header: 'SHA-256',
      cell: (row) => (
        <code title={row.sha256} className="text-break">
          {row.sha256.slice(0, 12)}…
        </code>
      ),
    },
    {
      header: t('list.undo'),
      cell: (row) =>
        row.can_undo ? (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={undoing.isPending}
            aria-label={t('list.undoLabel', { name: row.file_name })}
            onClick={() => undoing.mutate(row.id)}
          >
            {t('list.undo')}
          </Button>
        ) : (
          <span className="text-body-secondary">{messageText(refusalText(t, language, row.undo_refusal ?? ''))}</span>
        ),
    },
  ];
  return (
    <DataTable
      query={query}
      rows={(data) => data.data}
      rowKey={(row) => row.id}
      total={(data) => data.total_data}
      columns={columns}
      emptyText={t('text.noImports')}
      caption={t('list.caption')}
    />
  );
}
