// A valid type 1 registration body (docs/features.md, Registration and reset), for tests; `over` replaces fields.
export function registrationBody(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Nadia',
    last_name: 'Karim',
    organization_id: 0,
    organization_name: 'Mutual Trust Bank PLC',
    designation: 'Senior Officer',
    last_academic_degree: 'MBA',
    exp_in_bank: 4,
    email: 'ignored@elsewhere.test',
    mobile_no: '01712345678',
    password: 'secret-pass',
    confirm_password: 'secret-pass',
    present_address: 'House 1, Road 2, Dhanmondi, Dhaka',
    permanent_address: 'Village Kashipur, Cumilla',
    gender: 0,
    dob: '1994-03-21',
    alternative_contact: { mobile_no: '01898765432', relation: 'Brother' },
    ...over,
  };
}
