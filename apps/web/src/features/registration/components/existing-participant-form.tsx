// The type 2 registration form (ARCHITECTURE.md decisions table): an existing participant account joins the
// course of the invitation with its password; the e-mail is the invitation's (read-only), and the organisation
// (with its name for 'Others') and designation are updated.
import { zodResolver } from '@hookform/resolvers/zod';
import { ExistingParticipantForm, existingParticipantPayload, OTHER_ORGANIZATION } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useRegisterExistingParticipant } from '../api.ts';
import { OrganizationSelect, PasswordField, TextField } from './fields.tsx';

const ID = 'enrol';
const fieldId = (name: string) => `${ID}-${name.replaceAll('_', '-')}`;

export function ExistingParticipantRegistrationForm({ token, email }: { token: string; email: string }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ExistingParticipantForm>({
    resolver: zodResolver(ExistingParticipantForm),
    defaultValues: { email, password: '', organization_id: '', organization_name: '', designation: '' },
  });
  const registration = useRegisterExistingParticipant(token);
  const organizationId = useWatch({ control, name: 'organization_id' });
  const isOtherOrganization = organizationId === String(OTHER_ORGANIZATION);

  const onSubmit = handleSubmit((form) => registration.mutate(existingParticipantPayload(form)));

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Enrolment form">
      <fieldset disabled={registration.isPending}>
        <legend className="visually-hidden">Enrolment details</legend>
        <p className="text-body-secondary">
          You already have an account: confirm it with your password to join the course.
        </p>
        <TextField
          id={fieldId('email')}
          label="Email"
          type="email"
          readOnly
          message={errors.email?.message}
          registration={register('email')}
        />
        <PasswordField
          id={fieldId('password')}
          label="Password"
          autoComplete="current-password"
          message={errors.password?.message}
          registration={register('password')}
        />
        <OrganizationSelect
          id={fieldId('organization_id')}
          message={errors.organization_id?.message}
          registration={register('organization_id')}
        />
        {isOtherOrganization && (
          <TextField
            id={fieldId('organization_name')}
            label="Organization Name"
            autoComplete="organization"
            message={errors.organization_name?.message}
            registration={register('organization_name')}
          />
        )}
        <TextField
          id={fieldId('designation')}
          label="Designation"
          autoComplete="organization-title"
          message={errors.designation?.message}
          registration={register('designation')}
        />
      </fieldset>
      <Button type="submit" variant="primary" disabled={registration.isPending}>
        {registration.isPending ? 'Enrolling....' : 'Enrol'}
      </Button>
    </Form>
  );
}
