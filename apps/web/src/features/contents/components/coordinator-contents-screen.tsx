// The coordinator's contents (docs/features.md, Contents; docs/decisions/011-contents.md): an ownership filter (All,
// My, Shared Contents), the status of the courses offered, and a course select with 'Uncategorized Content(s)', all in
// the URL; 'Select a Course' until a course is chosen. Each row can be checked; 'Send Selected Contents' appears with
// the first checked row. 'Sent | Viewed' (with the read rate) leads to the content's recipients. Edit and Delete are
// offered on one's own contents, '?' otherwise.
import {
  CONTENT_FILTER,
  CONTENT_FILTER_LABEL,
  CONTENT_TEXT,
  type CoordinatorContent,
  coordinatorContents,
  courseDisplayName,
  LIST_STATUS,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { DownloadButton } from '#web/components/files/download-button.tsx';
import { CourseSelect } from '#web/components/form/course-select.tsx';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { serialNumber } from '#web/components/list/pagination.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { coordinatorContentsOptions, deleteContentCall, listCourseOptions, readRate } from '../api.ts';
import {
  type ContentListFilter,
  type ListStatus,
  type Ownership,
  useContentListFilter,
  useRememberListSearch,
} from '../filters.ts';
import { ContentFormModal, UNCATEGORIZED_OPTION } from './content-form-modal.tsx';
import { SendContentsModal } from './send-contents-modal.tsx';

export const SELECT_COURSE_TEXT = 'Select a Course';

type Dialog =
  | { kind: 'upload' }
  | { kind: 'send' }
  | { kind: 'edit'; content: CoordinatorContent }
  | { kind: 'delete'; content: CoordinatorContent };

const OWNERSHIPS: readonly Ownership[] = [CONTENT_FILTER.all, CONTENT_FILTER.mine, CONTENT_FILTER.shared];

/** The checked rows belong to one list: another course, status or ownership starts with none. */
function selectionKey({ courseId, status, ownership }: ContentListFilter): string {
  return `${courseId}/${status}/${ownership}`;
}

export function CoordinatorContentsScreen() {
  const { filter, setStatus, setCourse, setOwnership, showUploaded } = useContentListFilter();
  const query = useQuery(coordinatorContentsOptions(filter));
  useRememberListSearch();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The last dialog stays mounted while it closes (its exit transition), with what it showed.
  const [shown, setShown] = useState<Dialog | null>(null);
  const open = (next: Dialog) => {
    setShown(next);
    setDialog(next);
  };
  const close = () => setDialog(null);

  const key = selectionKey(filter);
  const [selection, setSelection] = useState<{ key: string; ids: readonly number[] }>({ key, ids: [] });
  const selected = selection.key === key ? selection.ids : [];
  const setSelected = (ids: readonly number[]) => setSelection({ key, ids });
  const toggle = (id: number, isChecked: boolean) =>
    setSelected(isChecked ? [...selected.filter((other) => other !== id), id] : selected.filter((o) => o !== id));

  const pageRows = query.data?.contents ?? [];
  const pageIds = pageRows.map((content) => content.id);
  const isPageChecked = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  const columns: Column<CoordinatorContent>[] = [
    {
      header: (
        <Form.Check
          aria-label="Select all contents of this page"
          checked={isPageChecked}
          disabled={pageIds.length === 0}
          onChange={(event) =>
            setSelected(
              event.target.checked
                ? [...selected.filter((id) => !pageIds.includes(id)), ...pageIds]
                : selected.filter((id) => !pageIds.includes(id)),
            )
          }
        />
      ),
      cell: (content) => (
        <Form.Check
          aria-label={`Select ${content.content_title}`}
          checked={selected.includes(content.id)}
          onChange={(event) => toggle(content.id, event.target.checked)}
        />
      ),
    },
    // The SN follows the checkbox column, so the table's own first SN column is not used.
    { header: 'SN', cell: (_content, index) => serialNumber(filter.page, index) },
    { header: 'Title', cell: (content) => content.content_title },
    {
      header: 'Course',
      cell: (content) =>
        content.course_name === null
          ? CONTENT_TEXT.uncategorized
          : courseDisplayName(content.course_name, content.course_short_name),
    },
    {
      header: 'Content',
      cell: (content) => (
        <DownloadButton
          endpoint={coordinatorContents.download}
          input={{ params: { id: content.id }, body: {} }}
          fileName={content.content_file}
          extension={content.content_mime}
        />
      ),
    },
    { header: 'Owner', cell: (content) => content.faculty_name },
    { header: 'Sent To Course', cell: (content) => content.total_sent_courses },
    {
      header: 'Sent | Viewed',
      className: 'text-nowrap',
      cell: (content) => (
        <>
          <Link to={paths.coordinator.contentDetails.getHref(content.id)}>
            {content.total_sent} | {content.total_viewed}
          </Link>
          {content.total_sent > 0 && (
            <span className="d-block small text-body-secondary">
              {readRate(content.total_viewed, content.total_sent)}% viewed
            </span>
          )}
        </>
      ),
    },
    {
      header: 'Action',
      className: 'text-nowrap',
      cell: (content) =>
        content.is_mine ? (
          <div className="d-flex gap-2">
            <Button
              variant="outline-secondary"
              size="sm"
              aria-label={`Edit ${content.content_title}`}
              onClick={() => open({ kind: 'edit', content })}
            >
              Edit
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={`Delete ${content.content_title}`}
              onClick={() => open({ kind: 'delete', content })}
            >
              Delete
            </Button>
          </div>
        ) : (
          <span title="Only its owner can edit or delete it">?</span>
        ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <Link to={paths.coordinator.dashboard.path}>Return to Dashboard</Link>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {selected.length > 0 && (
            <>
              <span className="small text-body-secondary" aria-live="polite">
                {selected.length} selected
              </span>
              <Button variant="outline-secondary" size="sm" onClick={() => setSelected([])}>
                Clear selection
              </Button>
              <Button variant="success" onClick={() => open({ kind: 'send' })}>
                Send Selected Contents
              </Button>
            </>
          )}
          <Button variant="primary" onClick={() => open({ kind: 'upload' })}>
            Upload Content
          </Button>
        </div>
      </div>

      <div className="row g-3 align-items-end mb-3">
        <div className="col-12 col-lg-auto">
          <OwnershipFilter value={filter.ownership} onChange={setOwnership} />
        </div>
        <div className="col-12 col-sm-4 col-lg-3">
          <StatusSelect value={filter.status} onChange={setStatus} />
        </div>
        <div className="col-12 col-sm-8 col-lg">
          <CourseSelect
            id="contents-course"
            label="Course"
            className="mb-0"
            options={listCourseOptions(filter.status)}
            extraOptions={UNCATEGORIZED_OPTION}
            name="courseId"
            value={filter.courseId === null ? '' : String(filter.courseId)}
            onChange={(value) => setCourse(value === '' ? null : Number(value))}
            onBlur={() => undefined}
            message={undefined}
          />
        </div>
      </div>

      <DataTable
        query={query}
        rows={(data) => data.contents}
        rowKey={(content) => content.id}
        total={(data) => data.total_data}
        columns={columns}
        withSerial={false}
        emptyText={filter.courseId === null ? SELECT_COURSE_TEXT : CONTENT_TEXT.empty}
        caption="Contents"
      />

      {shown?.kind === 'upload' || shown?.kind === 'edit' ? (
        <ContentFormModal
          show={dialog === shown}
          onHide={close}
          onUploaded={showUploaded}
          mode={
            shown.kind === 'edit'
              ? { kind: 'edit', content: shown.content }
              : { kind: 'upload', courseId: filter.courseId }
          }
        />
      ) : null}
      {shown?.kind === 'delete' && (
        <ConfirmDeleteDialog
          show={dialog === shown}
          onHide={close}
          title="Delete Content"
          call={deleteContentCall(shown.content)}
          onDeleted={() => setSelected(selected.filter((id) => id !== shown.content.id))}
        >
          <p className="mb-0">
            Are you sure you want to delete the content “{shown.content.content_title}”? Its file, its sends and its
            views are deleted with it.
          </p>
        </ConfirmDeleteDialog>
      )}
      <SendContentsModal
        show={dialog?.kind === 'send'}
        onHide={close}
        contentIds={selected}
        onSent={() => setSelected([])}
      />
    </>
  );
}

function OwnershipFilter({ value, onChange }: { value: Ownership; onChange: (ownership: Ownership) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-2">Show</legend>
      <div className="btn-group">
        {OWNERSHIPS.map((ownership) => (
          <Fragment key={ownership}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-${ownership}`}
              checked={value === ownership}
              onChange={() => onChange(ownership)}
            />
            <label className="btn btn-outline-primary" htmlFor={`${name}-${ownership}`}>
              {CONTENT_FILTER_LABEL[ownership]}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

function StatusSelect({ value, onChange }: { value: ListStatus; onChange: (status: ListStatus) => void }) {
  const id = useId();
  return (
    <>
      <Form.Label htmlFor={id}>Status</Form.Label>
      <Form.Select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(event.target.value === '0' ? LIST_STATUS.expired : LIST_STATUS.running)}
      >
        <option value={LIST_STATUS.running}>Running Courses</option>
        <option value={LIST_STATUS.expired}>Expired Courses</option>
      </Form.Select>
    </>
  );
}
