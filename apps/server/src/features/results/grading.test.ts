import { describe, expect, it } from 'vitest';
import { type CourseRules, computeResult, freezeRules, type MarkValue, stillNeeded, thawRules } from './grading.ts';

/** Assignment (max 20, 20 %), Mid-term (max 50, 30 %), Final exam (max 100, 50 %, minimum 40); pass mark 50. */
const RULES: CourseRules = {
  passMark: 50,
  components: [
    { id: 1, name: 'Assignment', maxMarks: 20, weight: 20, minMarks: null },
    { id: 2, name: 'Mid-term', maxMarks: 50, weight: 30, minMarks: null },
    { id: 3, name: 'Final exam', maxMarks: 100, weight: 50, minMarks: 40 },
  ],
};

const marks = (...values: (number | 'AB' | null)[]): Map<number, MarkValue> =>
  new Map(
    values.flatMap((value, index): [number, MarkValue][] =>
      value === null
        ? []
        : [[index + 1, value === 'AB' ? { marks: null, absent: true } : { marks: value, absent: false }]],
    ),
  );

describe('computeResult', () => {
  it('weighs each component by marks ÷ maximum × weight', () => {
    // 10/20·20 + 25/50·30 + 60/100·50 = 10 + 15 + 30 = 55
    expect(computeResult(RULES, marks(10, 25, 60))).toEqual({ total: 55, status: 'Pass' });
  });

  it('passes at exactly the pass mark and fails just below it', () => {
    // 10 + 15 + 25 = 50
    expect(computeResult(RULES, marks(10, 25, 50))).toEqual({ total: 50, status: 'Pass' });
    // 10 + 14.4 + 25 = 49.4
    expect(computeResult(RULES, marks(10, 24, 50))).toEqual({ total: 49.4, status: 'Fail' });
  });

  it('fails a component below its own minimum, whatever the total', () => {
    // 20 + 30 + 19.5 = 69.5, but the final exam's 39 is below its minimum 40.
    expect(computeResult(RULES, marks(20, 50, 39))).toEqual({ total: 69.5, status: 'Fail' });
    expect(computeResult(RULES, marks(20, 50, 40))).toEqual({ total: 70, status: 'Pass' });
  });

  it('counts absent as 0, also against a minimum', () => {
    expect(computeResult(RULES, marks('AB', 50, 100))).toEqual({ total: 80, status: 'Pass' });
    expect(computeResult(RULES, marks(20, 50, 'AB'))).toEqual({ total: 50, status: 'Fail' });
  });

  it('is Incomplete, without a total, while a component has no mark', () => {
    expect(computeResult(RULES, marks(20, null, 100))).toEqual({ total: null, status: 'Incomplete' });
    expect(computeResult(RULES, new Map([[1, { marks: null, absent: false }]]))).toEqual({
      total: null,
      status: 'Incomplete',
    });
    expect(computeResult({ passMark: 40, components: [] }, new Map())).toEqual({ total: null, status: 'Incomplete' });
  });

  it('rounds the total to hundredths', () => {
    const thirds: CourseRules = {
      passMark: 33.34,
      components: [{ id: 1, name: 'Only', maxMarks: 3, weight: 100, minMarks: null }],
    };
    // 1/3 · 100 = 33.333… → 33.33, below 33.34.
    expect(computeResult(thirds, marks(1))).toEqual({ total: 33.33, status: 'Fail' });
    // 2.01/3 · 100 = 66.999… → 67
    expect(computeResult(thirds, marks(2.01))).toEqual({ total: 67, status: 'Pass' });
  });
});

describe('stillNeeded', () => {
  it('asks the same share of each remaining maximum to reach the pass mark', () => {
    // 10 + 15 = 25 so far; 25 more of the final's 50 → 50 of 100.
    expect(stillNeeded(RULES, marks(10, 25, null))).toEqual({
      reachable: true,
      needs: [{ componentId: 3, name: 'Final exam', marks: 50, maxMarks: 100 }],
    });
    // Nothing known: 50 % of each maximum, the final raised to nothing more (50 ≥ its minimum 40).
    expect(stillNeeded(RULES, new Map())).toEqual({
      reachable: true,
      needs: [
        { componentId: 1, name: 'Assignment', marks: 10, maxMarks: 20 },
        { componentId: 2, name: 'Mid-term', marks: 25, maxMarks: 50 },
        { componentId: 3, name: 'Final exam', marks: 50, maxMarks: 100 },
      ],
    });
  });

  it('raises a need to the component’s own minimum', () => {
    // 20 + 30 = 50 reached already: only the final's minimum remains.
    expect(stillNeeded(RULES, marks(20, 50, null))).toEqual({
      reachable: true,
      needs: [{ componentId: 3, name: 'Final exam', marks: 40, maxMarks: 100 }],
    });
  });

  it('is unreachable once a known mark is below its minimum', () => {
    expect(stillNeeded(RULES, marks(null, null, 39))).toEqual({ reachable: false });
    expect(stillNeeded(RULES, marks(null, null, 'AB'))).toEqual({ reachable: false });
  });

  it('is unreachable when full marks on the rest would not reach the pass mark', () => {
    // 0 + 0 so far, 50 left on the final: exactly reachable with full marks.
    expect(stillNeeded(RULES, marks(0, 0, null))).toEqual({
      reachable: true,
      needs: [{ componentId: 3, name: 'Final exam', marks: 100, maxMarks: 100 }],
    });
    const strict = { ...RULES, passMark: 60 };
    expect(stillNeeded(strict, marks(0, 10, null))).toEqual({ reachable: false });
  });
});

describe('freezeRules / thawRules', () => {
  it('keeps the rules as the release stored them, and gives them back unchanged', () => {
    const frozen = freezeRules(RULES);
    expect(frozen.components[2]).toEqual({ id: 3, name: 'Final exam', max_marks: 100, weight: 50, min_marks: 40 });
    expect(thawRules(JSON.parse(JSON.stringify(frozen)))).toEqual(RULES);
  });
});
