// The type 1 registration form (spec part 1, sections 3, 4 and 5): every field with the spec's messages
// (the contract's NewParticipantForm, the same rules the server applies). Organisation 'Others' (0) reveals
// the required organisation name; typing an emergency contact reveals its required relation, and clearing it
// hides the relation again. The date of birth is typed as dd/MM/yyyy and sent as year-month-day.
import { zodResolver } from '@hookform/resolvers/zod';
import { NewParticipantForm, newParticipantPayload, OTHER_ORGANIZATION } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { useRegisterNewParticipant } from '../api.ts';
import { GenderField, OrganizationSelect, PasswordField, TextField } from './fields.tsx';

const ID = 'register';
const fieldId = (name: string) => `${ID}-${name.replaceAll('_', '-')}`;

function emptyForm(email: string): DefaultValues<NewParticipantForm> {
  return {
    first_name: '',
    last_name: '',
    organization_id: '',
    organization_name: '',
    designation: '',
    last_academic_degree: '',
    exp_in_bank: '',
    email,
    mobile_no: '',
    password: '',
    confirm_password: '',
    present_address: '',
    permanent_address: '',
    dob: '',
    alternate_contact_number: '',
    alternate_contact_relation: '',
  };
}

export function NewParticipantRegistrationForm({ token, email }: { token: string; email: string }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewParticipantForm>({ resolver: zodResolver(NewParticipantForm), defaultValues: emptyForm(email) });
  const registration = useRegisterNewParticipant(token);
  const organizationId = useWatch({ control, name: 'organization_id' });
  const emergencyNumber = useWatch({ control, name: 'alternate_contact_number' });
  const isOtherOrganization = organizationId === String(OTHER_ORGANIZATION);
  const hasEmergencyContact = (emergencyNumber ?? '').trim() !== '';

  const onSubmit = handleSubmit((form) => registration.mutate(newParticipantPayload(form)));

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Registration form">
      <fieldset disabled={registration.isPending}>
        <legend className="visually-hidden">Registration details</legend>
        <div className="row">
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('first_name')}
              label="First Name"
              autoComplete="given-name"
              message={errors.first_name?.message}
              registration={register('first_name')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('last_name')}
              label="Last Name"
              autoComplete="family-name"
              message={errors.last_name?.message}
              registration={register('last_name')}
            />
          </div>
          <div className="col-12 col-md-6">
            <OrganizationSelect
              id={fieldId('organization_id')}
              message={errors.organization_id?.message}
              registration={register('organization_id')}
            />
          </div>
          {isOtherOrganization && (
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('organization_name')}
                label="Organization Name"
                autoComplete="organization"
                message={errors.organization_name?.message}
                registration={register('organization_name')}
              />
            </div>
          )}
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('designation')}
              label="Designation"
              autoComplete="organization-title"
              message={errors.designation?.message}
              registration={register('designation')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('last_academic_degree')}
              label="Last Academic Degree"
              message={errors.last_academic_degree?.message}
              registration={register('last_academic_degree')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('exp_in_bank')}
              label="Experience in Bank (years)"
              type="number"
              inputMode="numeric"
              message={errors.exp_in_bank?.message}
              registration={register('exp_in_bank')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('email')}
              label="Email"
              type="email"
              readOnly
              message={errors.email?.message}
              registration={register('email')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('mobile_no')}
              label="Mobile No"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="01XXXXXXXXX"
              message={errors.mobile_no?.message}
              registration={register('mobile_no')}
            />
          </div>
          <div className="col-12 col-md-6">
            <PasswordField
              id={fieldId('password')}
              label="Password"
              message={errors.password?.message}
              registration={register('password')}
            />
          </div>
          <div className="col-12 col-md-6">
            <PasswordField
              id={fieldId('confirm_password')}
              label="Confirm Password"
              message={errors.confirm_password?.message}
              registration={register('confirm_password')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('present_address')}
              label="Present Address"
              as="textarea"
              autoComplete="street-address"
              message={errors.present_address?.message}
              registration={register('present_address')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('permanent_address')}
              label="Permanent Address"
              as="textarea"
              message={errors.permanent_address?.message}
              registration={register('permanent_address')}
            />
          </div>
          <div className="col-12 col-md-6">
            <GenderField id={fieldId('gender')} message={errors.gender?.message} registration={register('gender')} />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('dob')}
              label="Date of Birth"
              inputMode="numeric"
              autoComplete="bday"
              placeholder="dd/mm/yyyy"
              hint="dd/MM/yyyy, for example 21/03/1994"
              message={errors.dob?.message}
              registration={register('dob')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('alternate_contact_number')}
              label="Emergency Contact"
              type="tel"
              inputMode="tel"
              required={false}
              placeholder="01XXXXXXXXX"
              message={errors.alternate_contact_number?.message}
              registration={register('alternate_contact_number')}
            />
          </div>
          {hasEmergencyContact && (
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('alternate_contact_relation')}
                label="Relation with Emergency Contact"
                message={errors.alternate_contact_relation?.message}
                registration={register('alternate_contact_relation')}
              />
            </div>
          )}
        </div>
      </fieldset>
      <Button type="submit" variant="primary" disabled={registration.isPending}>
        {registration.isPending ? 'Registering....' : 'Register'}
      </Button>
    </Form>
  );
}
