import { describe, expect, it } from 'vitest';
import { EVALUATION_MESSAGES, EvaluationRulesBody, isQuarterHour, ReleaseBody, zonedTimeToIso } from './evaluations.ts';

const component = (name: string, weight: number) => ({
  name,
  max_marks: 100,
  weight,
  min_marks: null,
  assignment_id: null,
});

describe('zonedTimeToIso', () => {
  it('reads a wall-clock time in the zone: Dhaka is UTC+6 all year', () => {
    expect(zonedTimeToIso('2026-12-01', '09:00', 'Asia/Dhaka')).toBe('2026-12-01T03:00:00.000Z');
    expect(zonedTimeToIso('2027-01-01', '00:15', 'Asia/Dhaka')).toBe('2026-12-31T18:15:00.000Z');
  });

  it('follows a zone’s change of offset (London: GMT in winter, BST in summer) and Kathmandu’s +5:45', () => {
    expect(zonedTimeToIso('2026-01-15', '12:00', 'Europe/London')).toBe('2026-01-15T12:00:00.000Z');
    expect(zonedTimeToIso('2026-07-15', '12:00', 'Europe/London')).toBe('2026-07-15T11:00:00.000Z');
    expect(zonedTimeToIso('2026-07-15', '12:00', 'Asia/Kathmandu')).toBe('2026-07-15T06:15:00.000Z');
  });

  it('answers null for what is not a date and a time', () => {
    expect(zonedTimeToIso('2026-13-45x', '09:00', 'Asia/Dhaka')).toBeNull();
    expect(zonedTimeToIso('2026-12-01', '9am', 'Asia/Dhaka')).toBeNull();
  });
});

describe('ReleaseBody', () => {
  it('takes nothing, null, or a date-time on a quarter hour', () => {
    expect(ReleaseBody.safeParse({}).success).toBe(true);
    expect(ReleaseBody.safeParse({ effective_at: null }).success).toBe(true);
    expect(ReleaseBody.safeParse({ effective_at: '2026-12-01T03:45:00.000Z' }).success).toBe(true);
    expect(ReleaseBody.safeParse({ effective_at: '2026-12-01T09:45:00+06:00' }).success).toBe(true);
    for (const wrong of ['2026-12-01T03:50:00Z', '2026-12-01T03:45:30Z', 'tomorrow', '2026-12-01']) {
      const parsed = ReleaseBody.safeParse({ effective_at: wrong });
      expect(parsed.success, wrong).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(EVALUATION_MESSAGES.releaseTime);
    }
    expect(isQuarterHour(new Date('2026-12-01T03:30:00Z'))).toBe(true);
  });
});

describe('EvaluationRulesBody', () => {
  it('adds the weights exactly: 33.33 + 33.33 + 33.34 is 100', () => {
    const body = { pass_mark: 40, components: [component('a', 33.33), component('b', 33.33), component('c', 33.34)] };
    expect(EvaluationRulesBody.safeParse(body).success).toBe(true);
  });

  it('says the weights must add up to 100 when they do not', () => {
    const parsed = EvaluationRulesBody.safeParse({
      pass_mark: 40,
      components: [component('a', 60), component('b', 30)],
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([EVALUATION_MESSAGES.weightsSum]);
  });
});
