import { EVALUATION_MESSAGES as M } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { checkDraft, type DraftComponent, move, type RulesDraft, weightSum } from './rules-draft.ts';

const component = (key: string, fields: Partial<DraftComponent> = {}): DraftComponent => ({
  key,
  name: key,
  max_marks: '100',
  weight: '50',
  min_marks: '',
  assignment_id: '',
  ...fields,
});
const draft = (components: DraftComponent[], pass_mark = '50'): RulesDraft => ({ pass_mark, components });

describe('checkDraft', () => {
  it('turns a valid draft into the save call’s body (numbers, null minimum and tie, ids kept)', () => {
    expect(
      checkDraft(
        draft([component('Mid-term', { id: 7, min_marks: '40', assignment_id: '3' }), component('Final')], '45.5'),
      ),
    ).toEqual({
      body: {
        pass_mark: 45.5,
        components: [
          { id: 7, name: 'Mid-term', max_marks: 100, weight: 50, min_marks: 40, assignment_id: 3 },
          { name: 'Final', max_marks: 100, weight: 50, min_marks: null, assignment_id: null },
        ],
      },
    });
  });

  it('places each message beside its field', () => {
    const result = checkDraft(
      draft(
        [
          component('a', { name: ' ', max_marks: '0' }),
          component('b', { name: 'A', weight: 'abc', min_marks: '120' }),
          component('c', { name: 'c', max_marks: '', weight: '10.555' }),
        ],
        '101',
      ),
    );
    expect(result).toEqual({
      errors: {
        pass_mark: M.passMark,
        components: {
          a: { name: M.name, max_marks: M.maxMarks },
          b: { weight: M.weight },
          c: { max_marks: M.required, weight: M.twoDecimals },
        },
      },
    });
  });

  it('refuses a minimum above the maximum, and weights that do not add up to 100', () => {
    const result = checkDraft(draft([component('a', { min_marks: '120' }), component('b', { weight: '40' })]));
    expect(result).toEqual({ errors: { list: M.weightsSum, components: { a: { min_marks: M.minMarks } } } });
  });

  it('refuses two names differing only in case and one assignment tied twice', () => {
    const result = checkDraft(
      draft([
        component('x', { name: 'Quiz', assignment_id: '4' }),
        component('y', { name: 'QUIZ', assignment_id: '4' }),
      ]),
    );
    expect(result).toEqual({
      errors: { components: { y: { name: M.nameTaken, assignment_id: M.assignmentTwice } } },
    });
  });

  it('asks for a component and for a pass mark', () => {
    expect(checkDraft(draft([], ''))).toEqual({
      errors: { pass_mark: M.required, list: M.noComponents, components: {} },
    });
  });
});

describe('weightSum and move', () => {
  it('adds the typed weights exactly, ignoring what is not a number yet', () => {
    expect(
      weightSum([
        component('a', { weight: '33.33' }),
        component('b', { weight: '33.33' }),
        component('c', { weight: '33.34' }),
      ]),
    ).toBe(100);
    expect(
      weightSum([component('a', { weight: '0.1' }), component('b', { weight: '0.2' }), component('c', { weight: '' })]),
    ).toBe(0.3);
  });

  it('moves a component up or down, and not past either end', () => {
    const list = [component('a'), component('b'), component('c')];
    expect(move(list, 2, -1).map((c) => c.key)).toEqual(['a', 'c', 'b']);
    expect(move(list, 0, 1).map((c) => c.key)).toEqual(['b', 'a', 'c']);
    expect(move(list, 0, -1)).toBe(list);
    expect(move(list, 2, 1)).toBe(list);
  });
});

describe('numbers typed in Bengali digits', () => {
  it('are read as the Latin ones: pass mark, maximum, weight and minimum, and the running sum of weights', () => {
    const bangla = [
      component('Mid-term', { max_marks: '৫০', weight: '৪০', min_marks: '২০.৫' }),
      component('Final', { weight: '৬০' }),
    ];
    expect(weightSum(bangla)).toBe(100);
    expect(checkDraft(draft(bangla, '৪৫.৫'))).toEqual({
      body: {
        pass_mark: 45.5,
        components: [
          { name: 'Mid-term', max_marks: 50, weight: 40, min_marks: 20.5, assignment_id: null },
          { name: 'Final', max_marks: 100, weight: 60, min_marks: null, assignment_id: null },
        ],
      },
    });
  });
});
