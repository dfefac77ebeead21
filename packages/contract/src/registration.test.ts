import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES as M,
  NewParticipantBody,
  NewParticipantForm,
  newParticipantPayload,
  ResetPasswordBody,
} from './registration.ts';

const form = (over: Partial<Record<keyof NewParticipantForm, string>> = {}) => ({
  first_name: 'Nadia',
  last_name: 'Karim',
  organization_id: '0',
  organization_name: 'Mutual Trust Bank PLC',
  designation: 'Officer',
  last_academic_degree: 'MBA',
  exp_in_bank: '4',
  email: 'nadia@example.test',
  mobile_no: '01712345678',
  password: 'secret-pass',
  confirm_password: 'secret-pass',
  present_address: 'Dhaka',
  permanent_address: 'Cumilla',
  gender: '0',
  dob: '21/03/1994',
  alternate_contact_number: '01898765432',
  alternate_contact_relation: 'Brother',
  ...over,
});

const messagesOf = (input: unknown) => {
  const result = NewParticipantForm.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the type 1 registration form', () => {
  it('shows every required message of spec section 5 on an empty form', () => {
    const empty = Object.fromEntries(Object.keys(form()).map((key) => [key, '']));
    expect(messagesOf(empty)).toEqual({
      first_name: M.firstName,
      last_name: M.lastName,
      organization_id: M.organization,
      designation: M.designation,
      last_academic_degree: M.degree,
      exp_in_bank: M.experienceRequired,
      mobile_no: M.mobileRequired,
      password: M.passwordRequired,
      confirm_password: M.confirmRequired,
      present_address: M.address,
      permanent_address: M.address,
      gender: M.gender,
      dob: M.dobRequired,
    });
  });

  it('asks for the organisation name only for "others", and the relation only once a number is typed', () => {
    expect(messagesOf(form({ organization_name: '' }))).toEqual({ organization_name: M.organizationName });
    expect(messagesOf(form({ organization_id: '3', organization_name: '' }))).toEqual({});
    expect(messagesOf(form({ alternate_contact_relation: '' }))).toEqual({
      alternate_contact_relation: M.relationRequired,
    });
    expect(messagesOf(form({ alternate_contact_relation: 'a'.repeat(101) }))).toEqual({
      alternate_contact_relation: M.relationMax,
    });
    expect(messagesOf(form({ alternate_contact_number: '', alternate_contact_relation: '' }))).toEqual({});
    expect(messagesOf(form({ alternate_contact_number: '0189876543' }))).toEqual({
      alternate_contact_number: M.emergencyInvalid,
    });
  });

  it('checks the phone, password, experience and date rules with their messages', () => {
    expect(messagesOf(form({ mobile_no: '0171234567' }))).toEqual({ mobile_no: M.mobileInvalid });
    expect(messagesOf(form({ mobile_no: '-1712345678' }))).toEqual({ mobile_no: M.mobileInvalid });
    expect(messagesOf(form({ password: 'abc', confirm_password: 'abc' }))).toEqual({ password: M.passwordMin });
    expect(messagesOf(form({ confirm_password: 'other-pass' }))).toEqual({ confirm_password: M.passwordMismatch });
    expect(messagesOf(form({ exp_in_bank: '-1' }))).toEqual({ exp_in_bank: M.experienceInvalid });
    expect(messagesOf(form({ dob: '1994-03-21' }))).toEqual({ dob: M.dobFormat });
    expect(messagesOf(form({ dob: '01/01/2999' }))).toEqual({ dob: M.dobInvalid });
  });

  it('calls a day that is not in the calendar an invalid date, not a future one', () => {
    expect(M.dobNotADate).toBe('Date of Birth must be a valid date');
    expect(messagesOf(form({ dob: '31/02/1995' }))).toEqual({ dob: M.dobNotADate });
    expect(messagesOf(form({ dob: '00/13/1995' }))).toEqual({ dob: M.dobNotADate });
    const payload = newParticipantPayload(NewParticipantForm.parse(form()));
    const issues = NewParticipantBody.safeParse({ ...payload, dob: '1995-02-31' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['dob', M.dobNotADate]]);
    const future = NewParticipantBody.safeParse({ ...payload, dob: '2999-01-01' }).error?.issues ?? [];
    expect(future.map((issue) => issue.message)).toEqual([M.dobInvalid]);
  });

  it('turns a valid form into a payload the server schema accepts (dob as year-month-day)', () => {
    const payload = newParticipantPayload(NewParticipantForm.parse(form()));
    expect(payload).toMatchObject({
      organization_id: 0,
      organization_name: 'Mutual Trust Bank PLC',
      exp_in_bank: 4,
      gender: 0,
      dob: '1994-03-21',
      alternative_contact: { mobile_no: '01898765432', relation: 'Brother' },
    });
    expect(NewParticipantBody.safeParse(payload).success).toBe(true);
    const plain = newParticipantPayload(
      NewParticipantForm.parse(form({ organization_id: '2', alternate_contact_number: '', gender: '1' })),
    );
    expect(plain).not.toHaveProperty('organization_name');
    expect(plain).not.toHaveProperty('alternative_contact');
    expect(plain.gender).toBe(1);
  });
});

describe('the reset form', () => {
  it('requires both reset fields and their match', () => {
    const issues = ResetPasswordBody.safeParse({ password: 'abcdefgh', confirm_password: 'abcdefgX' }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual(['Your Password do not match']);
    const empty = ResetPasswordBody.safeParse({ password: '', confirm_password: '' }).error?.issues;
    expect(empty?.map((issue) => issue.message)).toEqual(['Please Fill out this field', 'Please Fill out this field']);
  });
});
