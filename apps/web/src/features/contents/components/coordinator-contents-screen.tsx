// The coordinator's contents (docs/features.md, Contents; docs/decisions/011-contents.md): an ownership filter (All,
// My, Shared Contents), the status of the courses offered, and a course select with 'Uncategorized Content(s)', all in
// the URL; 'Select a Course' until a course is chosen. Each row can be checked; 'Send Selected Contents' appears with
// the first checked row. 'Sent | Viewed' (with the read rate) leads to the content's recipients. Edit and Delete are
// offered on one's own contents, '?' otherwise.
import {
  CONTENT_FILTER,
  CONTENT_TEXT,
  type CoordinatorContent,
  coordinatorContents,
  courseDisplayName,
  formatNumber,
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
import { contentsNs } from '#web/i18n/namespaces/contents.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { coordinatorContentsOptions, deleteContentCall, listCourseOptions, readRate } from '../api.ts';
import {
  type ContentListFilter,
  type ListStatus,
  type Ownership,
  useContentListFilter,
  useRememberListSearch,
} from '../filters.ts';
import { ContentFormModal, useUncategorizedOption } from './content-form-modal.tsx';
import { SendContentsModal } from './send-contents-modal.tsx';

type Dialog =
  | { kind: 'upload' }
  | { kind: 'send' }
  | { kind: 'edit'; content: CoordinatorContent }
  | { kind: 'delete'; content: CoordinatorContent };

/** The ownership filter's choices, each with its label's key. */
const OWNERSHIPS = [
  { value: CONTENT_FILTER.all, key: 'all' },
  { value: CONTENT_FILTER.mine, key: 'mine' },
  { value: CONTENT_FILTER.shared, key: 'shared' },
] as const satisfies readonly { value: Ownership; key: string }[];

/** The checked rows belong to one list: another course, status or ownership starts with none. */
function selectionKey({ courseId, status, ownership }: ContentListFilter): string {
  return `${courseId}/${status}/${ownership}`;
}

export function CoordinatorContentsScreen() {
  const { filter, setStatus, setCourse, setOwnership, showUploaded } = useContentListFilter();
  const query = useQuery(coordinatorContentsOptions(filter));
  useRememberListSearch();
  const t = useT(contentsNs);
  const language = useLanguage();
  // Bengali digits in Bangla; English writes its numbers as it always did.
  const count = (value: number) => (language === 'bn' ? formatNumber(language, value) : String(value));
  const uncategorized = useUncategorizedOption();
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
          aria-label={t('coordinator.selectPage')}
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
          aria-label={t('coordinator.selectRow', { title: content.content_title })}
          checked={selected.includes(content.id)}
          onChange={(event) => toggle(content.id, event.target.checked)}
        />
      ),
    },
    // The SN follows the checkbox column, so the table's own first SN column is not used.
    { header: t('coordinator.serial'), cell: (_content, index) => count(serialNumber(filter.page, index)) },
    { header: t('columns.title'), cell: (content) => content.content_title },
    {
      header: t('columns.course'),
      cell: (content) =>
        content.course_name === null
          ? t('coordinator.uncategorized')
          : courseDisplayName(content.course_name, content.course_short_name),
    },
    {
      header: t('columns.content'),
      cell: (content) => (
        <DownloadButton
          endpoint={coordinatorContents.download}
          input={{ params: { id: content.id }, body: {} }}
          fileName={content.content_file}
          extension={content.content_mime}
        />
      ),
    },
    {
      header: t('coordinator.owner'),
      // The server names the caller 'You' (CONTENT_TEXT.you): said in the page's language; another's name as written.
      cell: (content) =>
        content.is_mine && content.faculty_name === CONTENT_TEXT.you ? t('coordinator.you') : content.faculty_name,
    },
    { header: t('coordinator.sentToCourse'), cell: (content) => count(content.total_sent_courses) },
    {
      header: t('coordinator.sentViewed'),
      className: 'text-nowrap',
      cell: (content) => (
        <>
          <Link to={paths.coordinator.contentDetails.getHref(content.id)}>
            {count(content.total_sent)} | {count(content.total_viewed)}
          </Link>
          {content.total_sent > 0 && (
            <span className="d-block small text-body-secondary">
              {t('coordinator.viewedRate', { rate: count(readRate(content.total_viewed, content.total_sent)) })}
            </span>
          )}
        </>
      ),
    },
    {
      header: t('coordinator.action'),
      className: 'text-nowrap',
      cell: (content) =>
        content.is_mine ? (
          <div className="d-flex gap-2">
            <Button
              variant="outline-secondary"
              size="sm"
              aria-label={t('coordinator.editLabel', { title: content.content_title })}
              onClick={() => open({ kind: 'edit', content })}
            >
              {t('coordinator.edit')}
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              aria-label={t('coordinator.deleteLabel', { title: content.content_title })}
              onClick={() => open({ kind: 'delete', content })}
            >
              {t('coordinator.delete')}
            </Button>
          </div>
        ) : (
          <span title={t('coordinator.ownerOnly')}>?</span>
        ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <Link to={paths.coordinator.dashboard.path}>{t('returnToDashboard')}</Link>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {selected.length > 0 && (
            <>
              <span className="small text-body-secondary" aria-live="polite">
                {t('coordinator.selected', { count: selected.length })}
              </span>
              <Button variant="outline-secondary" size="sm" onClick={() => setSelected([])}>
                {t('coordinator.clearSelection')}
              </Button>
              <Button variant="success" onClick={() => open({ kind: 'send' })}>
                {t('coordinator.sendSelected')}
              </Button>
            </>
          )}
          <Button variant="primary" onClick={() => open({ kind: 'upload' })}>
            {t('coordinator.upload')}
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
            label={t('coordinator.course')}
            placeholder={t('coordinator.selectCourse')}
            className="mb-0"
            options={listCourseOptions(filter.status)}
            extraOptions={uncategorized}
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
        emptyText={filter.courseId === null ? t('coordinator.selectCourse') : t('coordinator.empty')}
        caption={t('coordinator.caption')}
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
          title={t('coordinator.deleteTitle')}
          call={deleteContentCall(shown.content)}
          onDeleted={() => setSelected(selected.filter((id) => id !== shown.content.id))}
        >
          <p className="mb-0">{t('coordinator.deleteConfirm', { title: shown.content.content_title })}</p>
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
  const t = useT(contentsNs);
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-2">{t('coordinator.show')}</legend>
      <div className="btn-group">
        {OWNERSHIPS.map(({ value: ownership, key }) => (
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
              {t(`coordinator.ownership.${key}`)}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}

function StatusSelect({ value, onChange }: { value: ListStatus; onChange: (status: ListStatus) => void }) {
  const id = useId();
  const t = useT(contentsNs);
  return (
    <>
      <Form.Label htmlFor={id}>{t('coordinator.status')}</Form.Label>
      <Form.Select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(event.target.value === '0' ? LIST_STATUS.expired : LIST_STATUS.running)}
      >
        <option value={LIST_STATUS.running}>{t('coordinator.running')}</option>
        <option value={LIST_STATUS.expired}>{t('coordinator.expired')}</option>
      </Form.Select>
    </>
  );
}
