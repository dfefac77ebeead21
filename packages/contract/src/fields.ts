// The field rules that the registration, profile and contact forms share. Each builder takes the messages of
// the form it serves: the spec words them differently per form, so they stay in that form's file.
import { z } from 'zod';
import { GENDER, LIMITS, OTHER_ORGANIZATION, PHONE_PATTERN } from './common.ts';
import { latinDigits } from './digits.ts';

// ---------------------------------------------------------------- characters

/** No line break: a name or address may go into a mail header (mail header injection). */
export const ONE_LINE = /^[^\r\n]*$/;
/** No C0 control character but tab and line breaks (NUL cannot be stored, the rest has no business here). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point of this pattern is to refuse them
export const NO_CONTROLS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
/** No C0 control character at all, tab and line breaks included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point of this pattern is to refuse them
const NO_CONTROLS_AT_ALL = /^[^\u0000-\u001F\u007F]*$/;

/**
 * How a form words a refused character: one message for every control character, tab and line breaks
 * included (the profile forms), or one for a line break and another for the other control characters, tab
 * allowed (registration, contact).
 */
export type CharacterMessages = { anyControl: string } | { lineBreak: string; control: string };

/** What a text field says when it is empty (none: it may be empty) and when it is too long. */
export interface TextMessages {
  required?: string;
  tooLong: string;
}

function trimmedText({ required, tooLong }: TextMessages, max: number): z.ZodString {
  const text = required === undefined ? z.string().trim() : z.string(required).trim().min(1, required);
  return text.max(max, tooLong);
}

/** A one-line text: trimmed, at most `max` characters, without the characters `characters` refuses. */
export function lineText(messages: TextMessages, max: number, characters: CharacterMessages): z.ZodString {
  const text = trimmedText(messages, max);
  return 'anyControl' in characters
    ? text.regex(NO_CONTROLS_AT_ALL, characters.anyControl)
    : text.regex(ONE_LINE, characters.lineBreak).regex(NO_CONTROLS, characters.control);
}

/** A text that may span lines (addresses): trimmed, at most `max` characters, tab and line breaks allowed. */
export function blockText(messages: TextMessages, max: number, characters: CharacterMessages): z.ZodString {
  return trimmedText(messages, max).regex(
    NO_CONTROLS,
    'anyControl' in characters ? characters.anyControl : characters.control,
  );
}

/** A required e-mail address before the address check itself (which each form words and orders its own way). */
export function emailText(messages: { required: string; invalid: string }): z.ZodString {
  return z.string(messages.required).trim().min(1, messages.required).max(LIMITS.email, messages.invalid);
}

// ---------------------------------------------------------------- checks that wait for others

type CheckMessage = Parameters<z.ZodString['regex']>[1];

/** A check that runs once the field has text, so that an empty field shows its "required" message only. */
export const ifFilled = (message: string) => ({
  error: message,
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value.length > 0,
});

/** A check that runs once the text has the given shape (a date's format before its value). */
export const ifShaped = (message: string, shape: RegExp) => ({
  error: message,
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && shape.test(payload.value),
});

/** Cross-field rules run even when a field failed (so the form shows all its messages at once), given an object. */
export const evenWhenFieldsFail = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

// ---------------------------------------------------------------- phones, gender, organisation, experience

/**
 * A required mobile number: 11 digits starting 01 (the pattern also refuses a sign, so never negative). Bengali
 * digits are read as Latin ones first (`০১৭…` is `017…`, digits.ts), and the number is kept with Latin digits.
 */
export function mobileNumber(required: string, invalid: CheckMessage): z.ZodString {
  return z.string(required).overwrite(latinDigits).trim().min(1, required).regex(PHONE_PATTERN, invalid);
}

/** The emergency contact's number: optional in the form, but a mobile number once typed (Bengali digits read). */
export const emergencyNumber = (invalid: string) =>
  z.string(invalid).overwrite(latinDigits).trim().regex(PHONE_PATTERN, invalid);

/** 1 male, 0 female. */
export const genderCode = (message: string) =>
  z.union([z.literal(GENDER.female), z.literal(GENDER.male)], { error: message });

/** An organisation id of the selection options; 0 ("others") when the participant types the name in. */
export function organizationId(messages: { required: string; tooLarge?: string }) {
  return z
    .number(messages.required)
    .int(messages.required)
    .min(OTHER_ORGANIZATION, messages.required)
    .max(2_147_483_647, messages.tooLarge);
}

/** Whether an organisation value (the number, or the select's text) is "others". */
export const isOtherOrganization = (value: unknown) =>
  value === OTHER_ORGANIZATION || value === String(OTHER_ORGANIZATION);

/** Years of experience in a bank: a whole number from 0 to `max`. */
export function experienceYears(messages: { required: string; invalid: string }, max: number) {
  return z.number(messages.required).int(messages.invalid).min(0, messages.invalid).max(max, messages.invalid);
}

// ---------------------------------------------------------------- the conditional fields of a flat form

/** A field's text in a form being refined: '' when it holds no text (its own rule then says what is wrong). */
function textOf(value: Record<string, unknown>, field: string): string {
  const entry = value[field];
  return typeof entry === 'string' ? entry : '';
}

/** Adds the first issue `schema` finds in a field's text to that field. */
function checkText(ctx: z.RefinementCtx, value: Record<string, unknown>, field: string, schema: z.ZodType) {
  const first = schema.safeParse(textOf(value, field)).error?.issues[0];
  if (first) ctx.addIssue({ code: 'custom', path: [field], message: first.message });
}

/**
 * The two conditional parts of a participant's details in a flat form (profile edit, type 1 registration): the
 * organisation's name once "Others" (0) is chosen, and the emergency contact's relation (with its number)
 * once a number is typed. Each adds the first message of its rule.
 */
export function checkConditionalFields(
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
  rules: { organizationName: z.ZodType; emergencyNumber: z.ZodType; relation: z.ZodType },
) {
  if (isOtherOrganization(value.organization_id)) checkText(ctx, value, 'organization_name', rules.organizationName);
  if (textOf(value, 'alternate_contact_number').trim() !== '') {
    checkText(ctx, value, 'alternate_contact_number', rules.emergencyNumber);
    checkText(ctx, value, 'alternate_contact_relation', rules.relation);
  }
}

// ---------------------------------------------------------------- dates

/** year-month-day, as the API carries dates. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** dd/MM/yyyy, as the registration form takes a date. */
export const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a year-month-day text names a day of the calendar (not 1995-02-31). */
export function isRealIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  return match !== null && realDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A year-month-day that is a real date between 1900-01-01 and today. */
export function isPastIsoDate(text: string, today: Date = new Date()): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || !realDate(year, month, day)) return false;
  return text <= today.toISOString().slice(0, 10);
}

/** dd/MM/yyyy (the registration form) → yyyy-MM-dd (the payload), or null when it is not a real date. */
export function displayDateToIso(text: string): string | null {
  const match = DISPLAY_DATE.exec(latinDigits(text).trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!realDate(year, month, day)) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** yyyy-MM-dd → dd/MM/yyyy. */
export function isoDateToDisplay(text: string): string {
  const match = ISO_DATE.exec(text);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : text;
}

/**
 * A date of birth typed dd/MM/yyyy: required, then the format, then a day of the calendar (31/02/1995 is not
 * one: `notADate`), then between 1900 and today (`notPast`). Each check waits for the one before it, so the
 * field shows one message, the one that says what to change.
 */
export function pastDisplayDate(messages: { required: string; format: string; notADate: string; notPast: string }) {
  return z
    .string(messages.required)
    .overwrite(latinDigits)
    .trim()
    .min(1, messages.required)
    .regex(DISPLAY_DATE, ifFilled(messages.format))
    .refine((text) => displayDateToIso(text) !== null, ifShaped(messages.notADate, DISPLAY_DATE))
    .refine(
      (text) => {
        const iso = displayDateToIso(text);
        return iso === null || isPastIsoDate(iso);
      },
      ifShaped(messages.notPast, DISPLAY_DATE),
    );
}

/** The same date as the payload carries it, year-month-day. */
export function pastIsoDate(messages: { required: string; notADate: string; notPast: string }) {
  return z
    .string(messages.required)
    .overwrite(latinDigits)
    .min(1, messages.required)
    .regex(ISO_DATE, ifFilled(messages.notADate))
    .refine((text) => isRealIsoDate(text), ifShaped(messages.notADate, ISO_DATE))
    .refine((text) => !isRealIsoDate(text) || isPastIsoDate(text), ifShaped(messages.notPast, ISO_DATE));
}
