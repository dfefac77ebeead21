// A course's evaluation rules and their releases (docs/features.md, Evaluations; docs/decisions/021-results.md): the
// pass mark and the components, saved as one set; each component's marks released now or at a quarter hour of the
// institute's zone; the final result released once every component is, which freezes the rules.
import { z } from 'zod';
import { ErrorBody, IdString, SuccessBody } from './common.ts';
import { RESULTS } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { NO_CONTROLS, ONE_LINE } from './fields.ts';
import { READ_ERRORS, WRITE_ERRORS } from './options.ts';

/** What the rules' calls answer (the success texts are toasted; the refusals are the server's `error`). */
export const EVALUATION_TEXT = {
  saved: 'Evaluation rules saved.',
  released: 'Marks released.',
  scheduled: 'Release scheduled.',
  unreleased: 'Release withdrawn.',
  finalReleased: 'Final result released.',
  finalScheduled: 'Final result release scheduled.',
  finalUnreleased: 'Final result withdrawn.',
  courseNotFound: 'Course not found',
  componentNotFound: 'Component not found',
  frozen: 'The final result is released or scheduled, so the rules are frozen: un-release it first.',
  alreadyReleased: 'This component is already released or scheduled.',
  notReleased: 'This component is not released.',
  finalAlreadyReleased: 'The final result is already released or scheduled.',
  finalNotReleased: 'The final result is not released.',
  finalNeedsRules: 'Save the evaluation rules first.',
  finalNeedsComponents:
    'Every component must be released first (or scheduled no later than the final result): not yet ',
  componentInUse: (name: string) => `“${name}” has marks or a release, so it cannot be removed.`,
  maxBelowMark: (name: string) => `The maximum marks of “${name}” are below a mark already entered.`,
  unknownComponent: 'A component of the list is not one of this course’s.',
  unknownAssignment: 'A tied assignment is not one of this course’s.',
  pastRelease: 'The release time must be in the future.',
} as const;

/** The validation messages of the rules editor and the release dialogs (shared by the form and the server). */
export const EVALUATION_MESSAGES = {
  required: 'This field is required!',
  passMark: 'The pass mark must be from 0 to 100.',
  name: 'Please enter a name.',
  nameTooLong: `At most ${RESULTS.componentName} characters.`,
  singleLine: 'Line breaks and control characters are not allowed',
  nameTaken: 'Each component needs a different name.',
  maxMarks: `Maximum marks must be more than 0 and at most ${RESULTS.maxMarks}.`,
  weight: 'The weight must be more than 0 and at most 100.',
  weightsSum: 'The weights must add up to 100.',
  minMarks: 'The minimum must be from 0 to the maximum marks.',
  twoDecimals: 'At most two decimals.',
  noComponents: 'Add at least one component.',
  tooMany: `At most ${RESULTS.componentsPerCourse} components.`,
  assignmentTwice: 'An assignment can be tied to one component only.',
  reason: 'Please give a reason.',
  reasonTooLong: `At most ${RESULTS.unreleaseReason} characters.`,
  releaseTime: 'Choose a date and a time on a quarter hour (:00, :15, :30 or :45).',
} as const;
const M = EVALUATION_MESSAGES;

/** Whether a number has at most two decimals (numeric(6,2)): 12.5 yes, 12.345 no. */
export function hasTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** The sum of weights in hundredths, exact (0.1 + 0.2 is 30 hundredths, not 30.000000000000004). */
export function weightHundredths(weights: readonly number[]): number {
  return weights.reduce((sum, weight) => sum + Math.round(weight * 100), 0);
}

const twoDecimals = (schema: z.ZodNumber) => schema.refine(hasTwoDecimals, M.twoDecimals);

const componentName = z
  .string(M.name)
  .trim()
  .min(1, M.name)
  .max(RESULTS.componentName, M.nameTooLong)
  .regex(ONE_LINE, M.singleLine)
  .regex(NO_CONTROLS, M.singleLine);

/** One component of the rules: an existing one carries its `id`, a new one none. */
export const EvaluationComponentInput = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    name: componentName,
    max_marks: twoDecimals(z.number(M.maxMarks).gt(0, M.maxMarks).max(RESULTS.maxMarks, M.maxMarks)),
    weight: twoDecimals(z.number(M.weight).gt(0, M.weight).max(100, M.weight)),
    min_marks: twoDecimals(z.number(M.minMarks).min(0, M.minMarks).max(RESULTS.maxMarks, M.minMarks)).nullable(),
    assignment_id: z.number().int().positive().max(2_147_483_647).nullable(),
  })
  .refine((c) => c.min_marks === null || c.min_marks <= c.max_marks, { message: M.minMarks, path: ['min_marks'] });
export type EvaluationComponentInput = z.output<typeof EvaluationComponentInput>;

/** `PUT /api/coordinator/evaluations/{course_id}`: the whole rule set, components in their order. */
export const EvaluationRulesBody = z.object({
  pass_mark: twoDecimals(z.number(M.passMark).min(0, M.passMark).max(100, M.passMark)),
  components: z
    .array(EvaluationComponentInput, M.noComponents)
    .min(1, M.noComponents)
    .max(RESULTS.componentsPerCourse, M.tooMany)
    .superRefine((components, ctx) => {
      const names = new Set<string>();
      const assignments = new Set<number>();
      components.forEach((component, index) => {
        const name = component.name.toLowerCase();
        if (names.has(name)) ctx.addIssue({ code: 'custom', message: M.nameTaken, path: [index, 'name'] });
        names.add(name);
        if (component.assignment_id !== null) {
          if (assignments.has(component.assignment_id)) {
            ctx.addIssue({ code: 'custom', message: M.assignmentTwice, path: [index, 'assignment_id'] });
          }
          assignments.add(component.assignment_id);
        }
      });
      if (weightHundredths(components.map((c) => c.weight)) !== 10_000) {
        ctx.addIssue({ code: 'custom', message: M.weightsSum });
      }
    }),
});
export type EvaluationRulesBody = z.output<typeof EvaluationRulesBody>;
export type EvaluationRulesBodyIn = z.input<typeof EvaluationRulesBody>;

/** Whether an instant falls on a quarter hour (every zone's offset is a multiple of 15 minutes, so in any zone). */
export function isQuarterHour(at: Date): boolean {
  return (
    at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0 && at.getUTCMinutes() % RESULTS.releaseStepMinutes === 0
  );
}

/** `POST …/release`: absent or null releases now; otherwise an ISO date-time on a quarter hour, in the future. */
export const ReleaseBody = z.object({
  effective_at: z
    .string(M.releaseTime)
    .max(40, M.releaseTime)
    .pipe(z.iso.datetime({ offset: true, message: M.releaseTime }))
    .refine((text) => isQuarterHour(new Date(text)), M.releaseTime)
    .nullable()
    .optional(),
});
export type ReleaseBodyIn = z.input<typeof ReleaseBody>;

/** `POST …/unrelease`: why, kept on the release row. */
export const UnreleaseBody = z.object({
  reason: z
    .string(M.reason)
    .trim()
    .min(1, M.reason)
    .max(RESULTS.unreleaseReason, M.reasonTooLong)
    .regex(NO_CONTROLS, M.singleLine),
});
export type UnreleaseBodyIn = z.input<typeof UnreleaseBody>;

/** A component's marks, or the final result: `draft` (no release), `scheduled` (a time to come) or `released`. */
export const RELEASE_STATE = ['draft', 'scheduled', 'released'] as const;
export const ReleaseState = z
  .object({
    state: z.enum(RELEASE_STATE),
    /** ISO; null for a draft. */
    effective_at: z.string().nullable(),
    /** Who released or scheduled it; null for a draft (or an account since removed). */
    released_by: z.string().nullable(),
  })
  .meta({ id: 'ReleaseState' });
export type ReleaseState = z.infer<typeof ReleaseState>;

export const EvaluationComponent = z
  .object({
    id: z.number().int(),
    name: z.string(),
    max_marks: z.number(),
    weight: z.number(),
    min_marks: z.number().nullable(),
    assignment_id: z.number().int().nullable(),
    assignment_title: z.string().nullable(),
    /** Participants with a mark (or absent) entered. */
    marks_entered: z.number().int(),
    release: ReleaseState,
  })
  .meta({ id: 'EvaluationComponent' });
export type EvaluationComponent = z.infer<typeof EvaluationComponent>;

/** A withdrawn release: of a component (its name) or of the final result (`component_name` null). */
export const Unrelease = z.object({
  component_name: z.string().nullable(),
  effective_at: z.string(),
  unreleased_at: z.string(),
  unreleased_by: z.string().nullable(),
  reason: z.string(),
});
export type Unrelease = z.infer<typeof Unrelease>;

/** `GET /api/coordinator/evaluations/{course_id}`. */
export const EvaluationDetail = z
  .object({
    course_id: z.number().int(),
    course_name: z.string(),
    course_short_name: z.string(),
    /** The institute's zone (IANA name): release times are chosen and shown in it. */
    time_zone: z.string(),
    /** Null before the rules are first saved. */
    pass_mark: z.number().nullable(),
    /** A final release is in effect or scheduled: rules and marks cannot change until it is withdrawn. */
    frozen: z.boolean(),
    /** The course's participants (what "marks entered" is out of). */
    participants: z.number().int(),
    components: z.array(EvaluationComponent),
    final_release: ReleaseState,
    /** The course's assignments, to tie a component to. */
    assignments: z.array(z.object({ value: z.number().int(), label: z.string() })),
    /** The latest withdrawn releases, newest first (at most 20). */
    unreleases: z.array(Unrelease),
  })
  .meta({ id: 'EvaluationDetail' });
export type EvaluationDetail = z.infer<typeof EvaluationDetail>;

/** How many withdrawn releases the rules page lists. */
export const UNRELEASE_HISTORY = 20;

const CourseParams = z.object({ courseId: IdString });
const ComponentParams = CourseParams.extend({ componentId: IdString });
const CONFLICT_ERRORS = { ...WRITE_ERRORS, 409: ErrorBody } as const;
const tags = ['evaluations'];

export const coordinatorEvaluations = {
  detail: defineEndpoint({
    method: 'GET',
    keep: true,
    // The assignment options and each component's assignment title are assignments' (an assignment set or renamed).
    reads: ['results', 'courses', 'assignments'],
    path: '/api/coordinator/evaluations/:courseId',
    access: 'coordinator',
    summary:
      'A course’s evaluation rules (pass mark, components in order with marks entered and release state), its final release, assignment options and withdrawn releases',
    tags,
    params: CourseParams,
    responses: { 200: EvaluationDetail, ...READ_ERRORS },
  }),
  save: defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: '/api/coordinator/evaluations/:courseId',
    access: 'coordinator',
    summary:
      'Saves the whole rule set: pass mark and components (existing by id, new without) in order. 409 while the final result is released or scheduled, or to remove a component with marks or a release, or to lower a maximum below a mark',
    tags,
    params: CourseParams,
    body: EvaluationRulesBody,
    responses: { 200: SuccessBody, ...CONFLICT_ERRORS },
  }),
  releaseComponent: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/evaluations/:courseId/components/:componentId/release',
    access: 'coordinator',
    summary:
      'Releases a component’s marks now, or at `effective_at` (a future quarter hour); 409 when already released',
    tags,
    params: ComponentParams,
    body: ReleaseBody,
    responses: { 200: SuccessBody, ...CONFLICT_ERRORS },
  }),
  unreleaseComponent: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/evaluations/:courseId/components/:componentId/unrelease',
    access: 'coordinator',
    summary: 'Withdraws a component’s release with a reason; 409 while the final result is released or scheduled',
    tags,
    params: ComponentParams,
    body: UnreleaseBody,
    responses: { 200: SuccessBody, ...CONFLICT_ERRORS },
  }),
  releaseFinal: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/evaluations/:courseId/final/release',
    access: 'coordinator',
    summary:
      'Releases the course’s final result now or at `effective_at`: freezes the rules and fixes every participant’s total and status. Needs every component released (or scheduled no later)',
    tags,
    params: CourseParams,
    body: ReleaseBody,
    responses: { 200: SuccessBody, ...CONFLICT_ERRORS },
  }),
  unreleaseFinal: defineEndpoint({
    method: 'POST',
    changes: 'work',
    path: '/api/coordinator/evaluations/:courseId/final/unrelease',
    access: 'coordinator',
    summary: 'Withdraws the final result with a reason; its fixed results stay, no longer shown',
    tags,
    params: CourseParams,
    body: UnreleaseBody,
    responses: { 200: SuccessBody, ...CONFLICT_ERRORS },
  }),
} as const;

/**
 * A wall-clock date ('2026-12-01') and time ('14:30') in a zone → the ISO instant. The offset is the zone's at that
 * moment (found by formatting the guess back in the zone, twice, so that a change of offset is followed).
 */
export function zonedTimeToIso(date: string, time: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(clock[1]), Number(clock[2]));
  if (Number.isNaN(wall)) return null;
  const offsetAt = (instant: number) => zoneWallClock(new Date(instant), timeZone) - instant;
  let guess = wall - offsetAt(wall);
  guess = wall - offsetAt(guess);
  return new Date(guess).toISOString();
}

/** The wall clock of an instant in a zone, as if it were UTC (milliseconds). */
function zoneWallClock(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}
