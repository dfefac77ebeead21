// Marks typed on screen (docs/features.md, Evaluations), `?course=&component=&page=`: choose one of the caller's courses
// and one of its components, then type each participant's mark (0 to the component's maximum, two decimals) or tick
// Absent, 50 participants a page by roll, and "Save marks" saves the page at once. A blank box changes nothing (no
// mark is ever erased). Unsaved changes are warned about before the page, the course or the component changes. A row
// someone else changed since it was read is refused (409): the answer names it, the page is read again and that row
// shows its new mark. Once the course's final result is released the marks are read-only.
import {
  type ComponentMark,
  type ComponentMarksPage,
  type ComponentOption,
  courseDisplayName,
  formatNumber,
  type Language,
  RESULTS,
  type WrittenRefusal,
} from '@portal/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, urlId, useUrlFilter } from '#web/components/list/url-filter.ts';
import { paths } from '#web/config/paths.ts';
import marksEn from '#web/i18n/catalogues/marks.en.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { marksNs } from '#web/i18n/namespaces/marks.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { ApiError, listFailureText } from '#web/lib/api.ts';
import { RefusalText } from '#web/lib/refusal-text.tsx';
import { writtenOf } from '#web/lib/refusal-values.ts';
import { componentOptions, markCourseOptions, marksPageOptions, useSaveMarks } from '../api.ts';
import { changesRow, type Draft, type MarkProblem, parseMark, rowsToSave, storedText } from '../drafts.ts';
import { useUnsavedChangesGuard } from '../unsaved-changes.ts';

/** The screen's messages in English (marks.en.ts); shown through the catalogue in the page's language. */
export const MARKS_SCREEN_TEXT = marksEn.screen;

/** A mark or maximum in running text: as always in English, Bengali digits in Bangla (what is typed stays as typed). */
function markNumber(language: Language, value: number): string {
  return language === 'en' ? String(value) : formatNumber(language, value, { useGrouping: false });
}

interface Keyed {
  courseId: number;
  componentId: number;
  page: number;
}

export function MarksScreen() {
  const t = useT(marksNs);
  const language = useLanguage();
  const messageText = useMessageText();
  const id = useId();
  const { params, change } = useUrlFilter();
  const courseId = urlId(params.get('course'));
  const componentId = urlId(params.get('component'));
  const page = usePageParam();
  const running = useQuery(markCourseOptions(1));
  const expired = useQuery(markCourseOptions(0));
  const components = useQuery({ ...componentOptions(courseId ?? 0), enabled: courseId !== null });
  const component = components.data?.components.find((option) => option.id === componentId) ?? null;

  // Drafts belong to one page of one component; another page starts clean (after the guard's confirmation).
  const [drafts, setDrafts] = useState<{ key: Keyed | null; rows: Map<number, Draft> }>({ key: null, rows: new Map() });
  const key: Keyed | null = courseId !== null && component ? { courseId, componentId: component.id, page } : null;
  const sameKey =
    key !== null &&
    drafts.key !== null &&
    drafts.key.courseId === key.courseId &&
    drafts.key.componentId === key.componentId &&
    drafts.key.page === key.page;
  const current = sameKey ? drafts.rows : new Map<number, Draft>();

  const pageQuery = useQuery({
    ...marksPageOptions(courseId ?? 0, component?.id ?? 0, page),
    enabled: key !== null,
  });
  const rows = pageQuery.data?.marks ?? [];
  const max = component?.max_marks ?? 0;
  const dirty = rows.some((row) => {
    const draft = current.get(row.participant_id);
    return draft !== undefined && changesRow(draft, row, max);
  });
  const confirmLeave = useUnsavedChangesGuard(dirty, t('leave'));

  const choose = (name: 'course' | 'component', value: string) => {
    if ((params.get(name) ?? '') === value || !confirmLeave()) return;
    change((next) => {
      setParam(next, name, value);
      if (name === 'course') next.delete('component');
    });
  };

  const courseOptions = [
    ...(running.data?.courses ?? []).map((course) => ({
      value: course.value,
      label: courseDisplayName(course.label, course.short_name),
    })),
    ...(expired.data?.courses ?? []).map((course) => ({
      value: course.value,
      label: t('expired', { name: courseDisplayName(course.label, course.short_name) }),
    })),
  ];
  const coursesFailed = running.isError || expired.isError;

  return (
    <>
      <p className="mb-3">
        <Link to={paths.coordinator.evaluationsUpload.getHref({ courseId, componentId: component?.id ?? null })}>
          {t('uploadInstead')}
        </Link>
      </p>
      <div className="row g-3 align-items-start mb-3">
        <div className="col-12 col-md-6">
          <Form.Group controlId={`${id}-course`}>
            <Form.Label>{t('course')}</Form.Label>
            <Form.Select
              value={courseId === null ? '' : String(courseId)}
              onChange={(event) => choose('course', event.target.value)}
              aria-busy={running.isPending || expired.isPending || undefined}
              isInvalid={coursesFailed}
              aria-describedby={coursesFailed ? `${id}-course-error` : undefined}
            >
              <option value="">{t('selectCourse')}</option>
              {courseOptions.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
            {coursesFailed && (
              <Form.Control.Feedback type="invalid" id={`${id}-course-error`}>
                {messageText(listFailureText(running.error ?? expired.error))}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </div>
        <div className="col-12 col-md-6">
          <Form.Group controlId={`${id}-component`}>
            <Form.Label>{t('component')}</Form.Label>
            <Form.Select
              value={component ? String(component.id) : ''}
              onChange={(event) => choose('component', event.target.value)}
              disabled={courseId === null}
              aria-busy={(courseId !== null && components.isPending) || undefined}
              isInvalid={components.isError}
              aria-describedby={components.isError ? `${id}-component-error` : undefined}
            >
              <option value="">{t('selectComponent')}</option>
              {(components.data?.components ?? []).map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {t(option.frozen ? 'optionFrozen' : option.released ? 'optionReleased' : 'option', {
                    name: option.name,
                    max: markNumber(language, option.max_marks),
                  })}
                </option>
              ))}
            </Form.Select>
            {components.isError && (
              <Form.Control.Feedback type="invalid" id={`${id}-component-error`}>
                {components.error instanceof ApiError && components.error.isNotFound
                  ? t('courseNotFound')
                  : messageText(listFailureText(components.error))}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </div>
      </div>

      {courseId === null || (components.isSuccess && components.data.components.length > 0 && !component) ? (
        <p className="text-body-secondary">{t('screen.chooseCourse')}</p>
      ) : components.isSuccess && components.data.components.length === 0 ? (
        <p className="text-body-secondary">
          {t('screen.noComponents')}{' '}
          <Link to={paths.coordinator.evaluationRules.getHref(courseId)}>{t('rulesLink')}</Link>
        </p>
      ) : component && key ? (
        <MarksTable
          // A new component or page starts with no drafts and no message of the last save.
          key={`${key.courseId}/${key.componentId}/${key.page}`}
          component={component}
          courseId={key.courseId}
          query={pageQuery}
          rows={rows}
          drafts={current}
          onDraft={(participantId, draft) =>
            setDrafts((last) => {
              const base = sameKey ? new Map(last.rows) : new Map<number, Draft>();
              base.set(participantId, draft);
              return { key, rows: base };
            })
          }
          onSaved={() => setDrafts({ key: null, rows: new Map() })}
          onConflict={(changed) =>
            setDrafts((last) => {
              const kept = new Map(last.rows);
              for (const participantId of changed) kept.delete(participantId);
              return { key: last.key, rows: kept };
            })
          }
        />
      ) : null}
    </>
  );
}

interface MarksTableProps {
  component: ComponentOption;
  courseId: number;
  query: UseQueryResult<ComponentMarksPage>;
  rows: readonly ComponentMark[];
  drafts: ReadonlyMap<number, Draft>;
  onDraft: (participantId: number, draft: Draft) => void;
  onSaved: () => void;
  /** The participants whose rows changed meanwhile: their drafts go, their new marks show. */
  onConflict: (participantIds: number[]) => void;
}

function MarksTable({ component, courseId, query, rows, drafts, onDraft, onSaved, onConflict }: MarksTableProps) {
  const t = useT(marksNs);
  const language = useLanguage();
  const messageText = useMessageText();
  const id = useId();
  const save = useSaveMarks(courseId, component.id);
  const [message, setMessage] = useState<{
    kind: 'danger' | 'info';
    text: string;
    /** A refusal naming rolls: written from its code and values in the page's language. */
    written?: WrittenRefusal | undefined;
  } | null>(null);
  const [errors, setErrors] = useState<Map<number, MarkProblem>>(new Map());
  /** Rows refused as changed meanwhile: shown with a note until the next save. */
  const [conflicts, setConflicts] = useState<Set<number>>(new Set());
  const max = component.max_marks;
  const readOnly = component.frozen;

  const draftOf = (row: ComponentMark): Draft =>
    drafts.get(row.participant_id) ?? { text: storedText(row), absent: row.absent, revision: row.revision };

  const submit = async () => {
    setMessage(null);
    const { rows: changed, errors: refused } = rowsToSave(drafts, rows, max);
    setErrors(refused);
    if (refused.size > 0) {
      setMessage({ kind: 'danger', text: t('screen.fixRows') });
      return;
    }
    if (changed.length === 0) {
      setMessage({ kind: 'info', text: t('screen.nothingToSave') });
      return;
    }
    try {
      await save.mutateAsync({ marks: changed });
      setConflicts(new Set());
      onSaved();
    } catch (error) {
      // The server's answer (or the request helpers' text) in the page's language, where the catalogue has it.
      const text = error instanceof Error ? error.message : 'Something Went Wrong!';
      const written = writtenOf(error);
      setMessage(written ? { kind: 'danger', text, written } : { kind: 'danger', text: messageText(text) });
      if (error instanceof ApiError && error.status === 409) {
        // Read the page again: the rows whose revision moved are the ones someone else changed.
        const fresh = await query.refetch();
        const changedIds = (fresh.data?.marks ?? [])
          .filter((row) => {
            const draft = drafts.get(row.participant_id);
            return draft !== undefined && draft.revision !== row.revision;
          })
          .map((row) => row.participant_id);
        setConflicts(new Set(changedIds));
        onConflict(changedIds);
      }
    }
  };

  const problemText = (problem: MarkProblem) =>
    problem.kind === 'atMost'
      ? t('errors.atMost', { max: markNumber(language, problem.max) })
      : t(`errors.${problem.kind}`);
  const maxText = markNumber(language, max);

  const columns: Column<ComponentMark>[] = [
    {
      header: t('table.participant'),
      cell: (row) => (
        <>
          {row.participant_name}
          <div className="small text-body-secondary">{row.course_wise_id}</div>
        </>
      ),
    },
    { header: t('table.organisation'), cell: (row) => row.organization ?? '' },
    {
      header: t('table.marksOutOf', { max: maxText }),
      label: t('table.marks'),
      cell: (row) => {
        const draft = draftOf(row);
        const inputId = `${id}-marks-${row.participant_id}`;
        const error = errors.get(row.participant_id);
        const parsed = draft.absent ? null : parseMark(draft.text, max);
        const liveError = parsed && 'error' in parsed ? parsed.error : undefined;
        const shownProblem = error ?? liveError;
        const shownError = shownProblem ? problemText(shownProblem) : undefined;
        const keepsStored = !draft.absent && draft.text.trim() === '' && (row.marks !== null || row.absent);
        const notes = [
          shownError ? `${inputId}-error` : null,
          keepsStored ? `${inputId}-keeps` : null,
          conflicts.has(row.participant_id) ? `${inputId}-conflict` : null,
        ].filter(Boolean);
        return (
          <>
            <Form.Control
              id={inputId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className="marks-input"
              value={draft.absent ? '' : draft.text}
              disabled={readOnly || draft.absent}
              isInvalid={Boolean(shownError)}
              aria-label={t('table.marksOf', { name: row.participant_name, roll: row.course_wise_id, max: maxText })}
              aria-describedby={notes.length > 0 ? notes.join(' ') : undefined}
              onChange={(event) => onDraft(row.participant_id, { ...draft, text: event.target.value })}
            />
            {shownError && (
              <div id={`${inputId}-error`} className="invalid-feedback d-block">
                {shownError}
              </div>
            )}
            {keepsStored && (
              <div id={`${inputId}-keeps`} className="form-text">
                {t('table.keeps', {
                  mark: row.absent ? RESULTS.absentText : row.marks === null ? '' : markNumber(language, row.marks),
                })}
              </div>
            )}
            {conflicts.has(row.participant_id) && (
              <div id={`${inputId}-conflict`} className="small text-danger-emphasis">
                {t('table.changedMeanwhile')}
              </div>
            )}
          </>
        );
      },
    },
    {
      header: t('table.absent'),
      cell: (row) => {
        const draft = draftOf(row);
        return (
          <Form.Check
            id={`${id}-absent-${row.participant_id}`}
            label={<span className="visually-hidden">{t('table.absentOf', { name: row.participant_name })}</span>}
            checked={draft.absent}
            disabled={readOnly}
            onChange={(event) => onDraft(row.participant_id, { ...draft, absent: event.target.checked })}
          />
        );
      },
    },
  ];

  return (
    <>
      {readOnly && (
        <Alert variant="info" className="mb-3">
          {t('screen.frozen')}
        </Alert>
      )}
      {!readOnly && <p className="text-body-secondary small mb-2">{t('screen.blankKeeps')}</p>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly && !save.isPending) void submit();
        }}
        noValidate
      >
        <DataTable
          query={query}
          rows={(data) => data.marks}
          rowKey={(row) => row.participant_id}
          total={(data) => data.total_data}
          columns={columns}
          emptyText={t('screen.empty')}
          caption={t('table.caption', { name: component.name })}
          pageSize={RESULTS.marksPageSize}
        />
        <div aria-live="polite">
          {message && (
            <Alert variant={message.kind} className="mb-3">
              {message.written ? <RefusalText text={message.text} written={message.written} /> : message.text}
            </Alert>
          )}
        </div>
        {!readOnly && rows.length > 0 && (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        )}
      </form>
    </>
  );
}
