// The type 1 registration form (docs/features.md, Registration and reset): every field with the spec's messages (the
// contract's NewParticipantForm, the same rules the server applies). Organisation 'Others' (0) reveals the required
// organisation name; typing an emergency contact reveals its required relation, and clearing it hides the relation
// again. The date of birth is typed as dd/MM/yyyy and sent as year-month-day.
import { zodResolver } from '@hookform/resolvers/zod';
import { NewParticipantForm, newParticipantPayload } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type DefaultValues, FormProvider, useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import {
  AddressFields,
  DateOfBirthField,
  DegreeField,
  DesignationField,
  EmergencyContactFields,
  ExperienceField,
  GenderChoice,
  NameFields,
  OrganizationFields,
} from '#web/components/person-details.tsx';
import { registerNs } from '#web/i18n/namespaces/register.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useRegisterNewParticipant } from '../api.ts';

const ID = 'register';

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
  const form = useForm<NewParticipantForm>({
    resolver: zodResolver(NewParticipantForm),
    defaultValues: emptyForm(email),
  });
  const bind = fieldBinder(form, ID);
  const registration = useRegisterNewParticipant(token);
  const t = useT(registerNs);

  const onSubmit = form.handleSubmit((values) => registration.mutate(newParticipantPayload(values)));

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-label={t('newForm.name')}>
        <fieldset disabled={registration.isPending}>
          <legend className="visually-hidden">{t('newForm.legend')}</legend>
          <div className="row">
            <NameFields idPrefix={ID} />
            <OrganizationFields idPrefix={ID} valueAs="text" />
            <DesignationField idPrefix={ID} />
            <DegreeField idPrefix={ID} />
            <ExperienceField idPrefix={ID} name="exp_in_bank" />
            <div className="col-12 col-md-6">
              <TextField label={t('newForm.email')} type="email" readOnly {...bind('email')} />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                label={t('newForm.mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="01XXXXXXXXX"
                {...bind('mobile_no')}
              />
            </div>
            <div className="col-12 col-md-6">
              <PasswordField label={t('newForm.password')} {...bind('password')} />
            </div>
            <div className="col-12 col-md-6">
              <PasswordField label={t('newForm.confirmPassword')} {...bind('confirm_password')} />
            </div>
            <AddressFields idPrefix={ID} />
            <GenderChoice idPrefix={ID} valueAs="text" />
            <DateOfBirthField idPrefix={ID} format="display" />
            <EmergencyContactFields idPrefix={ID} placeholder="01XXXXXXXXX" />
          </div>
        </fieldset>
        <Button type="submit" variant="primary" disabled={registration.isPending}>
          {registration.isPending ? t('newForm.submitting') : t('newForm.submit')}
        </Button>
      </Form>
    </FormProvider>
  );
}
