// A course's evaluation rules and releases (docs/features.md, Evaluations): the components editor (add, remove,
// reorder, name, maximum, weight, minimum, assignment tie) with the running sum of weights and the pass mark; beside
// each saved component its release state and actions; the final result block; the withdrawn releases.
import {
  courseDisplayName,
  type EvaluationComponent,
  type EvaluationDetail,
  formatNumber,
  type Language,
  RESULTS,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { evaluationsNs } from '#web/i18n/namespaces/evaluations.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { ApiError, listFailureText } from '#web/lib/api.ts';
import { evaluationDetailOptions, useRelease, useSaveRules, useUnrelease } from '../api.ts';
import { formatInZone, releaseText } from '../format.ts';
import {
  type ComponentField,
  checkDraft,
  type DraftComponent,
  type DraftErrors,
  draftFromDetail,
  move,
  newComponent,
  type RulesDraft,
  weightSum,
} from '../rules-draft.ts';
import { ConfirmReleaseDialog, ScheduleDialog, UnreleaseDialog } from './release-dialogs.tsx';

/** A number in the screen's running text: Latin digits as always in English, Bengali digits in Bangla. */
export function numberText(language: Language, value: number): string {
  return language === 'en' ? String(value) : formatNumber(language, value, { useGrouping: false });
}

/** The course's rules page; `courseId` from the route. */
export function EvaluationRulesScreen({ courseId }: { courseId: number }) {
  const t = useT(evaluationsNs);
  const messageText = useMessageText();
  const query = useQuery(evaluationDetailOptions(courseId));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageError
        message={missing ? t('notYours') : messageText(listFailureText(query.error))}
        onRetry={missing ? undefined : () => void query.refetch()}
      />
    );
  }
  const detail = query.data;
  // A new answer (after a save or a release) starts the editor again from what is stored.
  const version = JSON.stringify(draftFromDetail(detail));
  return <EvaluationRules key={version} detail={detail} />;
}

/** Which dialog is open: releasing now, scheduling or withdrawing a component's release (`componentId`) or the final's (null). */
type Dialog = { kind: 'release' | 'schedule' | 'unrelease'; componentId: number | null; name: string } | null;

function EvaluationRules({ detail }: { detail: EvaluationDetail }) {
  const t = useT(evaluationsNs);
  const language = useLanguage();
  const messageText = useMessageText();
  const courseId = detail.course_id;
  const hasRules = detail.pass_mark !== null || detail.components.length > 0;
  const [started, setStarted] = useState(hasRules);
  const [draft, setDraft] = useState<RulesDraft>(() => draftFromDetail(detail));
  const [errors, setErrors] = useState<DraftErrors>({ components: {} });
  const [dialog, setDialog] = useState<Dialog>(null);
  const save = useSaveRules(courseId);
  const release = useRelease(courseId);
  const unrelease = useUnrelease(courseId);
  const headingId = useId();

  const saved = new Map(detail.components.map((component) => [component.id, component]));
  const isDirty = JSON.stringify(draft) !== JSON.stringify(draftFromDetail(detail));

  const setComponents = (components: DraftComponent[]) => setDraft({ ...draft, components });
  const update = (key: string, field: ComponentField, value: string) =>
    setComponents(draft.components.map((c) => (c.key === key ? { ...c, [field]: value } : c)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ components: {} });
    save.mutate(checked.body);
  };

  const closeDialog = () => setDialog(null);

  if (!started) {
    return (
      <>
        <CourseLine detail={detail} />
        <section className="card" aria-labelledby={headingId}>
          <div className="card-body text-center py-5">
            <h2 id={headingId} className="h5">
              {t('start.heading')}
            </h2>
            <p className="mb-4">{t('start.text')}</p>
            <Button
              onClick={() => {
                setDraft({ pass_mark: '50', components: [{ ...newComponent(), weight: '100' }] });
                setStarted(true);
              }}
            >
              {t('start.button')}
            </Button>
          </div>
        </section>
      </>
    );
  }

  const sum = weightSum(draft.components);
  const canAdd = draft.components.length < RESULTS.componentsPerCourse;

  return (
    <>
      <CourseLine detail={detail} />
      {detail.frozen && (
        <Alert variant="info">
          {detail.final_release.state === 'scheduled' ? t('frozen.scheduled') : t('frozen.released')}
        </Alert>
      )}
      <Form noValidate onSubmit={submit} aria-labelledby={headingId}>
        <h2 id={headingId} className="h5">
          {t('components')}
        </h2>
        <fieldset disabled={detail.frozen || save.isPending}>
          {draft.components.map((component, index) => (
            <ComponentEditor
              key={component.key}
              component={component}
              index={index}
              count={draft.components.length}
              stored={component.id === undefined ? undefined : saved.get(component.id)}
              detail={detail}
              errors={errors.components[component.key] ?? {}}
              onChange={(field, value) => update(component.key, field, value)}
              onMove={(step) => setComponents(move(draft.components, index, step))}
              onRemove={() => setComponents(draft.components.filter((c) => c.key !== component.key))}
              onDialog={(kind) =>
                component.id !== undefined && setDialog({ kind, componentId: component.id, name: component.name })
              }
              isBusy={release.isPending || unrelease.isPending}
            />
          ))}
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <Button
              variant="outline-primary"
              disabled={!canAdd}
              onClick={() => setComponents([...draft.components, newComponent()])}
            >
              {t('addComponent')}
            </Button>
            <output
              className={sum === 100 ? 'text-success' : 'text-danger'}
              aria-live="polite"
              data-testid="weight-sum"
            >
              {t('weightSum', { sum: numberText(language, sum) })}
            </output>
          </div>
          {errors.list && (
            <div className="text-danger mb-3" role="alert">
              {messageText(errors.list)}
            </div>
          )}
          <NumberField
            id={`${headingId}-pass`}
            label={t('passMark')}
            value={draft.pass_mark}
            message={errors.pass_mark}
            className="mb-3 evaluation-pass-mark"
            onChange={(value) => setDraft({ ...draft, pass_mark: value })}
          />
          <div className="d-flex flex-wrap gap-2 mb-4">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('save')}
            </Button>
            {isDirty && (
              <Button variant="outline-secondary" onClick={() => setDraft(draftFromDetail(detail))}>
                {t('discard')}
              </Button>
            )}
          </div>
        </fieldset>
      </Form>
      <FinalResult
        detail={detail}
        isDirty={isDirty}
        isBusy={release.isPending || unrelease.isPending}
        onDialog={(kind) => setDialog({ kind, componentId: null, name: t('dialogs.finalName') })}
      />
      <History detail={detail} />
      <ConfirmReleaseDialog
        show={dialog?.kind === 'release'}
        title={
          dialog?.componentId === null
            ? t('dialogs.releaseFinalTitle')
            : t('dialogs.releaseTitle', { name: dialog?.name ?? '' })
        }
        isPending={release.isPending}
        onHide={closeDialog}
        onConfirm={() =>
          dialog && release.mutate({ componentId: dialog.componentId, body: {} }, { onSettled: closeDialog })
        }
      >
        {dialog?.componentId === null ? t('dialogs.releaseFinal') : t('dialogs.releaseComponent')}
      </ConfirmReleaseDialog>
      <ScheduleDialog
        key={`schedule-${dialog?.componentId}`}
        show={dialog?.kind === 'schedule'}
        title={
          dialog?.componentId === null
            ? t('dialogs.scheduleFinalTitle')
            : t('dialogs.scheduleTitle', { name: dialog?.name ?? '' })
        }
        timeZone={detail.time_zone}
        isPending={release.isPending}
        onHide={closeDialog}
        onSchedule={(effectiveAt) =>
          dialog &&
          release.mutate(
            { componentId: dialog.componentId, body: { effective_at: effectiveAt } },
            { onSuccess: closeDialog },
          )
        }
      />
      <UnreleaseDialog
        show={dialog?.kind === 'unrelease'}
        title={
          dialog?.componentId === null
            ? t('dialogs.unreleaseFinalTitle')
            : t('dialogs.unreleaseTitle', { name: dialog?.name ?? '' })
        }
        isPending={unrelease.isPending}
        onHide={closeDialog}
        onUnrelease={(reason) =>
          dialog && unrelease.mutate({ componentId: dialog.componentId, body: { reason } }, { onSuccess: closeDialog })
        }
      />
    </>
  );
}

function CourseLine({ detail }: { detail: EvaluationDetail }) {
  const t = useT(evaluationsNs);
  const language = useLanguage();
  return (
    <p className="lead">
      {courseDisplayName(detail.course_name, detail.course_short_name)}
      <span className="d-block small text-body-secondary">
        {t('participants', { n: numberText(language, detail.participants) })}
      </span>
    </p>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  message: string | undefined;
  required?: boolean;
  className?: string;
  onChange: (value: string) => void;
}

function NumberField({ id, label, value, message, required = true, className, onChange }: NumberFieldProps) {
  const t = useT(evaluationsNs);
  const messageText = useMessageText();
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>
        {label}
        {!required && <span className="text-body-secondary"> {t('optional')}</span>}
      </Form.Label>
      <Form.Control
        id={id}
        inputMode="decimal"
        value={value}
        isInvalid={Boolean(message)}
        aria-required={required || undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {message && (
        <Form.Control.Feedback type="invalid" id={`${id}-message`}>
          {messageText(message)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

interface ComponentEditorProps {
  component: DraftComponent;
  index: number;
  count: number;
  stored: EvaluationComponent | undefined;
  detail: EvaluationDetail;
  errors: Partial<Record<ComponentField, string>>;
  onChange: (field: ComponentField, value: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onDialog: (kind: 'release' | 'schedule' | 'unrelease') => void;
  isBusy: boolean;
}

function ComponentEditor({
  component,
  index,
  count,
  stored,
  detail,
  errors,
  onChange,
  onMove,
  onRemove,
  onDialog,
  isBusy,
}: ComponentEditorProps) {
  const t = useT(evaluationsNs);
  const language = useLanguage();
  const messageText = useMessageText();
  const id = useId();
  const number = numberText(language, index + 1);
  const label = component.name.trim() || t('component.fallbackName', { number });
  const inUse = stored !== undefined && (stored.marks_entered > 0 || stored.release.state !== 'draft');
  return (
    <fieldset className="card mb-3">
      <legend className="card-header h6 mb-0">{t('component.legend', { number, name: label })}</legend>
      <div className="card-body">
        <div className="row g-2">
          <Form.Group className="col-12 col-md-6">
            <Form.Label htmlFor={`${id}-name`}>{t('component.name')}</Form.Label>
            <Form.Control
              id={`${id}-name`}
              value={component.name}
              maxLength={RESULTS.componentName + 20}
              isInvalid={Boolean(errors.name)}
              aria-required
              aria-describedby={errors.name ? `${id}-name-message` : undefined}
              onChange={(event) => onChange('name', event.target.value)}
            />
            {errors.name && (
              <Form.Control.Feedback type="invalid" id={`${id}-name-message`}>
                {messageText(errors.name)}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Group className="col-12 col-md-6">
            <Form.Label htmlFor={`${id}-assignment`}>
              {t('component.assignment')} <span className="text-body-secondary">{t('optional')}</span>
            </Form.Label>
            <Form.Select
              id={`${id}-assignment`}
              value={component.assignment_id}
              isInvalid={Boolean(errors.assignment_id)}
              aria-describedby={errors.assignment_id ? `${id}-assignment-message` : undefined}
              onChange={(event) => onChange('assignment_id', event.target.value)}
            >
              <option value="">{t('component.none')}</option>
              {detail.assignments.map((assignment) => (
                <option key={assignment.value} value={assignment.value}>
                  {assignment.label}
                </option>
              ))}
            </Form.Select>
            {errors.assignment_id && (
              <Form.Control.Feedback type="invalid" id={`${id}-assignment-message`}>
                {messageText(errors.assignment_id)}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <NumberField
            id={`${id}-max`}
            label={t('component.maxMarks')}
            value={component.max_marks}
            message={errors.max_marks}
            className="col-12 col-sm-4"
            onChange={(value) => onChange('max_marks', value)}
          />
          <NumberField
            id={`${id}-weight`}
            label={t('component.weight')}
            value={component.weight}
            message={errors.weight}
            className="col-12 col-sm-4"
            onChange={(value) => onChange('weight', value)}
          />
          <NumberField
            id={`${id}-min`}
            label={t('component.minimum')}
            required={false}
            value={component.min_marks}
            message={errors.min_marks}
            className="col-12 col-sm-4"
            onChange={(value) => onChange('min_marks', value)}
          />
        </div>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={index === 0}
            aria-label={t('component.moveUpLabel', { name: label })}
            onClick={() => onMove(-1)}
          >
            {t('component.moveUp')}
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={index === count - 1}
            aria-label={t('component.moveDownLabel', { name: label })}
            onClick={() => onMove(1)}
          >
            {t('component.moveDown')}
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            disabled={inUse}
            aria-label={t('component.removeLabel', { name: label })}
            aria-describedby={inUse ? `${id}-in-use` : undefined}
            onClick={onRemove}
          >
            {t('component.remove')}
          </Button>
          {inUse && (
            <span id={`${id}-in-use`} className="small text-body-secondary align-self-center">
              {t('component.inUse')}
            </span>
          )}
        </div>
        {stored ? (
          <ReleaseControls component={stored} detail={detail} isBusy={isBusy} onDialog={onDialog} />
        ) : (
          <p className="small text-body-secondary mt-3 mb-0">{t('component.saveFirst')}</p>
        )}
      </div>
    </fieldset>
  );
}

function ReleaseControls({
  component,
  detail,
  isBusy,
  onDialog,
}: {
  component: EvaluationComponent;
  detail: EvaluationDetail;
  isBusy: boolean;
  onDialog: (kind: 'release' | 'schedule' | 'unrelease') => void;
}) {
  const t = useT(evaluationsNs);
  const language = useLanguage();
  const state = component.release.state;
  return (
    <div className="border-top mt-3 pt-3">
      <p className="mb-2">
        <span
          className={`badge me-2 ${state === 'released' ? 'text-bg-success' : state === 'scheduled' ? 'text-bg-info' : 'text-bg-secondary'}`}
        >
          {t(`state.${state}`)}
        </span>
        <span className="small">
          {state === 'draft' ? t('release.noneSeen') : releaseText(t, language, component.release, detail.time_zone)}
        </span>
        <span className="d-block small text-body-secondary">
          {t('release.entered', {
            entered: numberText(language, component.marks_entered),
            total: numberText(language, detail.participants),
          })}
        </span>
      </p>
      <div className="d-flex flex-wrap gap-2">
        {state === 'draft' ? (
          <>
            <Button
              size="sm"
              disabled={isBusy}
              onClick={() => onDialog('release')}
              aria-label={t('release.nowLabel', { name: component.name })}
            >
              {t('release.now')}
            </Button>
            <Button
              size="sm"
              variant="outline-primary"
              disabled={isBusy}
              onClick={() => onDialog('schedule')}
              aria-label={t('release.scheduleLabel', { name: component.name })}
            >
              {t('release.schedule')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={isBusy}
            onClick={() => onDialog('unrelease')}
            aria-label={t('release.unreleaseLabel', { name: component.name })}
          >
            {t('release.unrelease')}
          </Button>
        )}
      </div>
    </div>
  );
}

function FinalResult({
  detail,
  isDirty,
  isBusy,
  onDialog,
}: {
  detail: EvaluationDetail;
  isDirty: boolean;
  isBusy: boolean;
  onDialog: (kind: 'release' | 'schedule' | 'unrelease') => void;
}) {
  const t = useT(evaluationsNs);
  const language = useLanguage();
  const headingId = useId();
  const reasonId = useId();
  const state = detail.final_release.state;
  const drafts = detail.components.filter((c) => c.release.state === 'draft').map((c) => c.name);
  const scheduled = detail.components.filter((c) => c.release.state === 'scheduled').map((c) => c.name);
  const blocked =
    detail.pass_mark === null || detail.components.length === 0
      ? t('final.needsRules')
      : isDirty
        ? t('final.dirty')
        : drafts.length > 0
          ? t('final.drafts', { names: drafts.join(', ') })
          : undefined;
  const nowBlocked =
    blocked ?? (scheduled.length > 0 ? t('final.scheduled', { names: scheduled.join(', ') }) : undefined);
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {t('final.heading')}
        </h2>
        <p>{state === 'draft' ? t('final.draft') : releaseText(t, language, detail.final_release, detail.time_zone)}</p>
        {state === 'draft' ? (
          <>
            <div className="d-flex flex-wrap gap-2">
              <Button
                disabled={isBusy || nowBlocked !== undefined}
                aria-describedby={nowBlocked ? reasonId : undefined}
                onClick={() => onDialog('release')}
              >
                {t('final.release')}
              </Button>
              <Button
                variant="outline-primary"
                disabled={isBusy || blocked !== undefined}
                aria-describedby={blocked ? reasonId : undefined}
                onClick={() => onDialog('schedule')}
              >
                {t('final.schedule')}
              </Button>
            </div>
            {nowBlocked && (
              <p id={reasonId} className="small text-body-secondary mt-2 mb-0">
                {nowBlocked}
              </p>
            )}
          </>
        ) : (
          <Button variant="outline-danger" disabled={isBusy} onClick={() => onDialog('unrelease')}>
            {t('final.unrelease')}
          </Button>
        )}
      </div>
    </section>
  );
}

function History({ detail }: { detail: EvaluationDetail }) {
  const t = useT(evaluationsNs);
  const language = useLanguage();
  const headingId = useId();
  if (detail.unreleases.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {t('history.heading')}
      </h2>
      <ul className="list-group mb-4">
        {detail.unreleases.map((entry) => (
          <li key={`${entry.unreleased_at}-${entry.component_name}`} className="list-group-item">
            <strong>{entry.component_name ?? t('history.final')}</strong>
            {t(entry.unreleased_by ? 'history.lineBy' : 'history.line', {
              released: formatInZone(entry.effective_at, detail.time_zone, language),
              withdrawn: formatInZone(entry.unreleased_at, detail.time_zone, language),
              name: entry.unreleased_by ?? '',
            })}
            <span className="d-block small">{t('history.reason', { reason: entry.reason })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
