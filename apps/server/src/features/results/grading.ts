// How a course's result follows from its rules and marks: the weighted total, the status, and what a participant
// still needs. Pure functions over numbers, shared by the final release (which fixes the results), the Report List
// (which shows them before release) and the participant's Results (docs/decisions/021-results.md).
import type { ResultStatus } from '@portal/contract';

export interface RuleComponent {
  id: number;
  name: string;
  maxMarks: number;
  /** Percent of the total; a course's weights add up to 100. */
  weight: number;
  minMarks: number | null;
}

export interface CourseRules {
  passMark: number;
  components: RuleComponent[];
}

/** The rules as a final release keeps them (`result_releases.frozen_rules`). */
export interface FrozenRules {
  pass_mark: number;
  components: { id: number; name: string; max_marks: number; weight: number; min_marks: number | null }[];
}

export interface MarkValue {
  marks: number | null;
  absent: boolean;
}

/** Rounded to hundredths, the precision marks are stored in. */
export function hundredths(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** A component's contribution to the total: marks ÷ maximum × weight; absent counts as 0. */
function weighted(component: RuleComponent, mark: MarkValue): number {
  return ((mark.absent ? 0 : (mark.marks ?? 0)) / component.maxMarks) * component.weight;
}

function belowMinimum(component: RuleComponent, mark: MarkValue): boolean {
  return component.minMarks !== null && (mark.absent ? 0 : (mark.marks ?? 0)) < component.minMarks;
}

/**
 * A participant's result: Incomplete (total null) while a component has no mark (absent is a mark: 0); otherwise
 * Pass when the weighted total reaches the pass mark and every component with a minimum of its own reaches it,
 * else Fail.
 */
export function computeResult(
  rules: CourseRules,
  marks: ReadonlyMap<number, MarkValue>,
): { total: number | null; status: ResultStatus } {
  if (rules.components.length === 0) return { total: null, status: 'Incomplete' };
  let total = 0;
  let failedMinimum = false;
  for (const component of rules.components) {
    const mark = marks.get(component.id);
    if (!mark || (!mark.absent && mark.marks === null)) return { total: null, status: 'Incomplete' };
    total += weighted(component, mark);
    failedMinimum ||= belowMinimum(component, mark);
  }
  const rounded = hundredths(total);
  return { total: rounded, status: !failedMinimum && rounded >= rules.passMark ? 'Pass' : 'Fail' };
}

export type StillNeeded =
  | { reachable: true; needs: { componentId: number; name: string; marks: number; maxMarks: number }[] }
  | { reachable: false };

/**
 * What a participant still needs on the components without a (released) mark to reach the pass mark: the same share
 * of each remaining maximum, raised to a component's own minimum; unreachable once a known mark is below its
 * minimum or full marks on the rest would not reach the pass mark.
 */
export function stillNeeded(rules: CourseRules, known: ReadonlyMap<number, MarkValue>): StillNeeded {
  let current = 0;
  const remaining: RuleComponent[] = [];
  for (const component of rules.components) {
    const mark = known.get(component.id);
    if (!mark || (!mark.absent && mark.marks === null)) {
      remaining.push(component);
      continue;
    }
    if (belowMinimum(component, mark)) return { reachable: false };
    current += weighted(component, mark);
  }
  const remainingWeight = remaining.reduce((sum, c) => sum + c.weight, 0);
  const missing = rules.passMark - current;
  if (missing > remainingWeight + 1e-9) return { reachable: false };
  const share = remainingWeight === 0 ? 0 : Math.max(0, missing) / remainingWeight;
  return {
    reachable: true,
    needs: remaining.map((c) => ({
      componentId: c.id,
      name: c.name,
      // Rounded up to the hundredth, so that reaching it is enough.
      marks: Math.min(c.maxMarks, Math.max(c.minMarks ?? 0, Math.ceil(share * c.maxMarks * 100 - 1e-9) / 100)),
      maxMarks: c.maxMarks,
    })),
  };
}

/** Rules as stored (numeric columns read as strings) turned into numbers. */
export function rulesFromRows(
  passMark: string | number,
  components: { id: number; name: string; maxMarks: string; weight: string; minMarks: string | null }[],
): CourseRules {
  return {
    passMark: Number(passMark),
    components: components.map((c) => ({
      id: c.id,
      name: c.name,
      maxMarks: Number(c.maxMarks),
      weight: Number(c.weight),
      minMarks: c.minMarks === null ? null : Number(c.minMarks),
    })),
  };
}

export function freezeRules(rules: CourseRules): FrozenRules {
  return {
    pass_mark: rules.passMark,
    components: rules.components.map((c) => ({
      id: c.id,
      name: c.name,
      max_marks: c.maxMarks,
      weight: c.weight,
      min_marks: c.minMarks,
    })),
  };
}

export function thawRules(frozen: FrozenRules): CourseRules {
  return {
    passMark: frozen.pass_mark,
    components: frozen.components.map((c) => ({
      id: c.id,
      name: c.name,
      maxMarks: c.max_marks,
      weight: c.weight,
      minMarks: c.min_marks,
    })),
  };
}
