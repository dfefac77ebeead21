import { describe, expect, it } from 'vitest';
import { ParticipantProfileForm, type ParticipantProfileFormIn, ParticipantProfileUpdate } from './profile.ts';

const form: ParticipantProfileFormIn = {
  first_name: 'Nabila',
  last_name: 'Karim',
  email: 'nabila@example.test',
  mobile_no: '01712345670',
  organization_id: 3,
  organization_name: '',
  designation: 'Officer',
  present_address: 'Dhaka',
  permanent_address: 'Khulna',
  experience_in_bank: 2,
  last_academic_degree: 'MBA',
  gender: 0,
  dob: '1992-03-04',
  alternate_contact_number: '',
  alternate_contact_relation: '',
};

/** The first message of each field, as the form shows it. */
const messagesOf = (input: unknown) => {
  const messages: Record<string, string> = {};
  for (const issue of ParticipantProfileForm.safeParse(input).error?.issues ?? []) {
    messages[issue.path.join('.')] ??= issue.message;
  }
  return messages;
};

describe('ParticipantProfileForm', () => {
  it('turns the flat form into the json part, without the conditional fields when they are not used', () => {
    const payload = ParticipantProfileForm.parse(form);
    expect(payload).not.toHaveProperty('organization_name');
    expect(payload).not.toHaveProperty('alternative_contact');
    expect(ParticipantProfileUpdate.parse(payload)).toMatchObject({ organization_id: 3, organization_name: null });
  });

  it('requires the organisation name only for "others" (0)', () => {
    expect(messagesOf({ ...form, organization_id: 0 })).toEqual({ organization_name: 'Organization name is Required' });
    const payload = ParticipantProfileForm.parse({ ...form, organization_id: 0, organization_name: ' Acme ' });
    expect(payload).toMatchObject({ organization_id: 0, organization_name: 'Acme' });
  });

  it('requires the relation only once an emergency number is typed, at most 100 characters', () => {
    expect(messagesOf({ ...form, alternate_contact_number: '01812345678' })).toEqual({
      alternate_contact_relation: 'This field is required!',
    });
    expect(
      messagesOf({ ...form, alternate_contact_number: '0181', alternate_contact_relation: 'r'.repeat(101) }),
    ).toEqual({
      alternate_contact_number: 'Phone Number must be valid',
      alternate_contact_relation: 'max length is 100',
    });
    const payload = ParticipantProfileForm.parse({
      ...form,
      alternate_contact_number: '01812345678',
      alternate_contact_relation: 'Brother',
    });
    expect(payload.alternative_contact).toEqual({ mobile_no: '01812345678', relation: 'Brother' });
  });

  it('carries the messages of spec section 5', () => {
    const empty = {
      ...form,
      first_name: '',
      last_name: '',
      email: '',
      mobile_no: '',
      organization_id: undefined,
      designation: '',
      present_address: '',
      permanent_address: '',
      experience_in_bank: Number.NaN,
      last_academic_degree: '',
      gender: undefined,
      dob: '',
    };
    const issues = ParticipantProfileForm.safeParse(empty).error?.issues ?? [];
    const first = (field: string) => issues.find((issue) => issue.path[0] === field)?.message;
    expect(first('first_name')).toBe('First Name is Required');
    expect(first('last_name')).toBe('First Name is Required');
    expect(first('email')).toBe('Email is required');
    expect(first('mobile_no')).toBe('Phone number is Required');
    expect(first('organization_id')).toBe('This field is required!');
    expect(first('designation')).toBe('Please Enter Designation');
    expect(first('present_address')).toBe('Please Enter Address');
    expect(first('permanent_address')).toBe('Please Enter Permanent Address');
    expect(first('experience_in_bank')).toBe('Please Fill this field');
    expect(first('last_academic_degree')).toBe('This is a required a field');
    expect(first('gender')).toBe('Gender is reuired');
    expect(first('dob')).toBe('Date of Birth is required!');
    expect(messagesOf({ ...form, email: 'x@' })).toEqual({ email: 'email must be valid' });
    expect(messagesOf({ ...form, mobile_no: '0171234567' }).mobile_no).toBe('Phone Number Must be valid');
  });
});

describe('ParticipantProfileForm with several faults', () => {
  it('shows the conditional messages together with the others', () => {
    const issues =
      ParticipantProfileForm.safeParse({
        ...form,
        first_name: '',
        gender: undefined,
        organization_id: 0,
        alternate_contact_number: '01812345678',
      }).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'alternate_contact_relation',
      'first_name',
      'gender',
      'organization_name',
    ]);
  });
});
