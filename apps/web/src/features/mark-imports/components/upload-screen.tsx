// Evaluations → Upload (docs/features.md, Upload): a course and a component (in the URL, `?course=&component=`), the
// template to download (XLSX or CSV), the filled file to preview (nothing changes), the preview's rows old → new with
// the refusals and counts, "Commit N changes" (with "force" only when the template is stale, listing what it would
// overwrite), the component's recent imports with Undo, and a link to type the marks on screen instead.
import {
  type ComponentOption,
  coordinatorMarkImports,
  type MarkImportItem,
  type MarkImportPreview,
  type MarkPreviewRow,
  type MarkTemplateFormat,
  type MarkValue,
  RESULTS,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const UPLOAD_TEXT = {
  selectCourse: 'Select a Course',
  selectComponent: 'Select a Component',
  noComponents: 'This course has no evaluation components yet: set its rules first.',
  frozen: 'The final result of this course is released: its marks cannot change until it is un-released.',
  chooseFile: 'Choose the filled template',
  noImports: 'No imports of this component yet',
  refused: (count: number) =>
    `${count} ${count === 1 ? 'row is' : 'rows are'} refused: correct ${count === 1 ? 'it' : 'them'} in the file and preview it again. Nothing is imported while a row is refused.`,
  nothingChanges: 'The file changes no mark.',
  stale: 'The template is older than the marks now stored.',
  force: 'Import anyway and overwrite these marks',
  committed: 'Marks imported',
} as const;

/** A mark as a cell shows it: the number, AB, or a dash for none. */
export function markText(value: MarkValue | null): string {
  if (!value) return '–';
  return value.absent ? RESULTS.absentText : String(value.marks);
}

const commitText = (count: number) => `Commit ${count} ${count === 1 ? 'change' : 'changes'}`;

export function UploadScreen() {
  const id = useId();
  const { params, change } = useUrlFilter();
  const courseId = urlId(params.get('course'));
  const componentId = urlId(params.get('component'));
  const components = useQuery({ ...componentOptions(courseId ?? 0), enabled: courseId !== null });
  const component = components.data?.components.find((c) => c.id === componentId);

  return (
    <>
      <p className="text-body-secondary">
        Download the template of a component, fill in the marks (0 to the maximum, at most two decimals,{' '}
        {RESULTS.absentText} for absent; a blank cell changes nothing), then upload it: the preview shows every change
        before anything is saved.
      </p>
      <div className="row g-3 align-items-start mb-3">
        <div className="col-12 col-md-6">
          <CourseSelect
            id={`${id}-course`}
            label="Course"
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
            label="Component"
            name="component"
            className="mb-0"
            placeholder={UPLOAD_TEXT.selectComponent}
            options={(components.data?.components ?? []).map((c) => ({
              value: c.id,
              label: `${c.name} (0 to ${c.max_marks})`,
            }))}
            isBusy={components.isFetching}
            value={componentId === null ? '' : String(componentId)}
            onChange={(value) => change((next) => setParam(next, 'component', value))}
            onBlur={() => undefined}
            message={
              components.isError
                ? listFailureText(components.error)
                : components.data && components.data.components.length === 0
                  ? UPLOAD_TEXT.noComponents
                  : undefined
            }
          />
        </div>
      </div>
      {courseId === null && <p className="text-body-secondary">{UPLOAD_TEXT.selectCourse}</p>}
      {courseId !== null && component && (
        <ComponentUpload key={component.id} courseId={courseId} component={component} />
      )}
    </>
  );
}

function ComponentUpload({ courseId, component }: { courseId: number; component: ComponentOption }) {
  const ref: ComponentRef = { courseId, componentId: component.id };
  const downloading = useMutation({ mutationFn: downloadTemplate });
  const format = (f: MarkTemplateFormat) => downloading.mutate({ ...ref, format: f });

  return (
    <section aria-labelledby="upload-component-heading">
      <h2 id="upload-component-heading" className="h5">
        {component.name}{' '}
        <small className="text-body-secondary">
          (maximum {component.max_marks}, weight {component.weight}%)
        </small>
      </h2>
      {component.frozen && <Alert variant="warning">{UPLOAD_TEXT.frozen}</Alert>}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Button variant="outline-primary" disabled={downloading.isPending} onClick={() => format('xlsx')}>
          Download template (XLSX)
        </Button>
        <Button variant="outline-primary" disabled={downloading.isPending} onClick={() => format('csv')}>
          Download template (CSV)
        </Button>
        <Link
          className="ms-sm-auto"
          to={paths.coordinator.evaluationMarks.getHref({ course: courseId, component: component.id })}
        >
          Type marks on screen instead
        </Link>
      </div>
      {!component.frozen && <PreviewAndCommit componentRef={ref} />}
      <h2 className="h5 mt-4">Recent imports</h2>
      <ImportList componentRef={ref} />
    </section>
  );
}

function PreviewAndCommit({ componentRef }: { componentRef: ComponentRef }) {
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
      setMessage(UPLOAD_TEXT.chooseFile);
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
      if (!isAbortError(error)) setMessage(uploadFormText(error));
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
      setCommitted(`${UPLOAD_TEXT.committed}: ${done.changed} ${done.changed === 1 ? 'mark' : 'marks'} changed.`);
      setPreview(null);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      if (!isAbortError(error)) setMessage(uploadFormText(error));
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
          label="Filled template"
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
            {previewing.isUploading ? 'Reading...' : 'Preview'}
          </Button>
          {previewing.canCancel && (
            <Button variant="outline-secondary" onClick={previewing.cancel}>
              Cancel
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
              {committing.isUploading ? 'Committing...' : commitText(preview.counts.changed)}
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
        Preview of {preview.file_name} (nothing is saved yet)
      </h3>
      <ul className="list-inline mb-2" aria-label="Counts">
        <li className="list-inline-item badge text-bg-primary">{counts.changed} changed</li>
        <li className="list-inline-item badge text-bg-secondary">{counts.unchanged} unchanged</li>
        <li className="list-inline-item badge text-bg-light border">{counts.blank} blank (no change)</li>
        <li className="list-inline-item badge text-bg-danger">{counts.refused} refused</li>
      </ul>
      {counts.refused > 0 && <Alert variant="danger">{UPLOAD_TEXT.refused(counts.refused)}</Alert>}
      {counts.refused === 0 && counts.changed === 0 && <Alert variant="info">{UPLOAD_TEXT.nothingChanges}</Alert>}
      {preview.stale && (
        <Alert variant="warning">
          <p className="mb-1">
            {UPLOAD_TEXT.stale} These marks changed after the template was made, and the file would overwrite them:
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
            label={UPLOAD_TEXT.force}
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
          label={`Show all ${preview.rows.length} rows`}
          checked={showAll}
          onChange={(event) => setShowAll(event.target.checked)}
        />
      </div>
      <PreviewTable rows={rows} />
    </section>
  );
}

const OUTCOME_TEXT: Record<MarkPreviewRow['outcome'], string> = {
  changed: 'Changed',
  unchanged: 'Unchanged',
  blank: 'Blank: no change',
  refused: 'Refused',
};

/** The preview's rows (cards below md, as every list: the same classes as DataTable's). */
function PreviewTable({ rows }: { rows: readonly MarkPreviewRow[] }) {
  if (rows.length === 0) return <p className="text-body-secondary">No rows to show.</p>;
  return (
    /* biome-ignore-start lint/a11y/noRedundantRoles: as in DataTable, the card layout needs the explicit roles */
    <Table responsive striped className="align-middle data-table" role="table">
      <caption className="visually-hidden">Rows of the file, old mark to new</caption>
      <thead role="rowgroup">
        <tr role="row">
          {['Row', 'Course-wise ID', 'Name', 'Old', 'New', 'Result'].map((header) => (
            <th key={header} scope="col" role="columnheader">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.row} role="row" className={row.outcome === 'refused' ? 'table-danger' : undefined}>
            <td role="cell" data-label="Row">
              <div className="data-table-value">{row.row}</div>
            </td>
            <td role="cell" data-label="Course-wise ID">
              <div className="data-table-value">{row.course_wise_id || '–'}</div>
            </td>
            <td role="cell" data-label="Name">
              <div className="data-table-value">{row.name ?? '–'}</div>
            </td>
            <td role="cell" data-label="Old">
              <div className="data-table-value">{markText(row.old)}</div>
            </td>
            <td role="cell" data-label="New">
              <div className="data-table-value">{row.outcome === 'blank' ? '–' : markText(row.new)}</div>
            </td>
            <td role="cell" data-label="Result">
              <div className="data-table-value">
                {OUTCOME_TEXT[row.outcome]}
                {row.changed_since && row.outcome === 'changed' ? ' (overwrites a newer mark)' : ''}
                {row.reason ? `: ${row.reason}` : ''}
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
  const page = usePageParam();
  const query = useQuery(importListOptions(componentRef, page));
  const undoing = useMutation({ mutationFn: (importId: number) => undoImport(importId, componentRef) });
  const columns: readonly Column<MarkImportItem>[] = [
    { header: 'When', cell: (row) => <RelativeTime iso={row.imported_at} /> },
    { header: 'By', cell: (row) => row.imported_by ?? '–' },
    { header: 'File', cell: (row) => <span className="text-break">{row.file_name}</span> },
    {
      header: 'Changes',
      cell: (row) =>
        `${row.counts.changed} changed, ${row.counts.unchanged} unchanged, ${row.counts.blank} blank${row.forced ? ' (forced)' : ''}`,
    },
    {
      header: 'SHA-256',
      cell: (row) => (
        <code title={row.sha256} className="text-break">
          {row.sha256.slice(0, 12)}…
        </code>
      ),
    },
    {
      header: 'Undo',
      cell: (row) =>
        row.can_undo ? (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={undoing.isPending}
            aria-label={`Undo the import of ${row.file_name}`}
            onClick={() => undoing.mutate(row.id)}
          >
            Undo
          </Button>
        ) : (
          <span className="text-body-secondary">{row.undo_refusal}</span>
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
      emptyText={UPLOAD_TEXT.noImports}
      caption="Recent imports of this component"
    />
  );
}
