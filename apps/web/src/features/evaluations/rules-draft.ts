// The rules editor's draft: what the coordinator types (text, so that a half-typed "12." stays as typed), turned
// into the save call's body and checked with the contract's own schema, its messages placed beside each field.
import {
  EVALUATION_MESSAGES,
  type EvaluationDetail,
  EvaluationRulesBody,
  type EvaluationRulesBodyIn,
  latinDigits,
  weightHundredths,
} from '@portal/contract';

export interface DraftComponent {
  /** A key of the editor's own (React lists, messages): the id for a saved component. */
  key: string;
  id?: number | undefined;
  name: string;
  max_marks: string;
  weight: string;
  /** '' for no minimum of its own. */
  min_marks: string;
  /** '' for no assignment. */
  assignment_id: string;
}

export interface RulesDraft {
  pass_mark: string;
  components: DraftComponent[];
}

export type ComponentField = 'name' | 'max_marks' | 'weight' | 'min_marks' | 'assignment_id';

export interface DraftErrors {
  pass_mark?: string;
  /** What concerns the list as a whole (the weights' sum, no component, too many). */
  list?: string;
  components: Record<string, Partial<Record<ComponentField, string>>>;
}

const M = EVALUATION_MESSAGES;
const text = (value: number | null) => (value === null ? '' : String(value));

export function draftFromDetail(detail: EvaluationDetail): RulesDraft {
  return {
    pass_mark: text(detail.pass_mark),
    components: detail.components.map((component) => ({
      key: `c${component.id}`,
      id: component.id,
      name: component.name,
      max_marks: text(component.max_marks),
      weight: text(component.weight),
      min_marks: text(component.min_marks),
      assignment_id: text(component.assignment_id),
    })),
  };
}

let nextKey = 0;
export function newComponent(): DraftComponent {
  nextKey += 1;
  return { key: `new${nextKey}`, name: '', max_marks: '100', weight: '', min_marks: '', assignment_id: '' };
}

/** A decimal as typed ("12", "12.5", ".5", or in Bengali digits "১২.৫": docs/i18n.md, Digits), or NaN. */
function decimal(value: string): number {
  const trimmed = latinDigits(value.trim());
  return /^(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The sum of the typed weights (those that are numbers), exact to the hundredth. */
export function weightSum(components: readonly DraftComponent[]): number {
  const weights = components.map((component) => decimal(component.weight)).filter((w) => !Number.isNaN(w));
  return weightHundredths(weights) / 100;
}

/** Moves the component at `index` by `step` (-1 up, +1 down); the same list when it cannot move. */
export function move(components: DraftComponent[], index: number, step: -1 | 1): DraftComponent[] {
  const target = index + step;
  if (target < 0 || target >= components.length) return components;
  const moved = [...components];
  const [item] = moved.splice(index, 1);
  if (item) moved.splice(target, 0, item);
  return moved;
}

/** The save call's body, or the messages to show (the contract's, beside each field). */
export function checkDraft(draft: RulesDraft): { body: EvaluationRulesBodyIn } | { errors: DraftErrors } {
  const errors: DraftErrors = { components: {} };
  const fieldError = (key: string, field: ComponentField, message: string) => {
    const own = errors.components[key] ?? {};
    own[field] ??= message;
    errors.components[key] = own;
  };
  const numberOr = (value: string, onError: () => void) => {
    const parsed = decimal(value);
    if (Number.isNaN(parsed)) onError();
    return parsed;
  };
  const body = {
    pass_mark: numberOr(draft.pass_mark, () => {
      errors.pass_mark = draft.pass_mark.trim() ? M.passMark : M.required;
    }),
    components: draft.components.map((component) => ({
      ...(component.id === undefined ? {} : { id: component.id }),
      name: component.name,
      max_marks: numberOr(component.max_marks, () =>
        fieldError(component.key, 'max_marks', component.max_marks.trim() ? M.maxMarks : M.required),
      ),
      weight: numberOr(component.weight, () =>
        fieldError(component.key, 'weight', component.weight.trim() ? M.weight : M.required),
      ),
      min_marks: component.min_marks.trim()
        ? numberOr(component.min_marks, () => fieldError(component.key, 'min_marks', M.minMarks))
        : null,
      assignment_id: component.assignment_id ? Number(component.assignment_id) : null,
    })),
  };
  const parsed = EvaluationRulesBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'pass_mark') errors.pass_mark ??= issue.message;
      else if (first === 'components' && typeof index === 'number' && typeof field === 'string') {
        const key = draft.components[index]?.key;
        if (key) fieldError(key, field as ComponentField, issue.message);
      } else if (first === 'components') errors.list ??= issue.message;
    }
  }
  const hasErrors =
    errors.pass_mark !== undefined || errors.list !== undefined || Object.keys(errors.components).length > 0;
  return hasErrors ? { errors } : { body };
}
