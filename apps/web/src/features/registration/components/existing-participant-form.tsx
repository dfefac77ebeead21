// The type 2 registration form (docs/decisions/004-registration-and-reset.md): an existing participant account joins
// the course of the invitation with its password; the e-mail is the invitation's (read-only), and the organisation
// (with its name for 'Others') and designation are updated.
import { zodResolver } from '@hookform/resolvers/zod';
import { ExistingParticipantForm, existingParticipantPayload } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { DesignationField, OrganizationFields } from '#web/components/person-details.tsx';
import { registerNs } from '#web/i18n/namespaces/register.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useRegisterExistingParticipant } from '../api.ts';

const ID = 'enrol';

export function ExistingParticipantRegistrationForm({ token, email }: { token: string; email: string }) {
  const form = useForm<ExistingParticipantForm>({
    resolver: zodResolver(ExistingParticipantForm),
    defaultValues: { email, password: '', organization_id: '', organization_name: '', designation: '' },
  });
  const bind = fieldBinder(form, ID);
  const registration = useRegisterExistingParticipant(token);
  const t = useT(registerNs);

  const onSubmit = form.handleSubmit((values) => registration.mutate(existingParticipantPayload(values)));

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={onSubmit} aria-label={t('existingForm.name')}>
        <fieldset disabled={registration.isPending}>
          <legend className="visually-hidden">{t('existingForm.legend')}</legend>
          <p className="text-body-secondary">{t('existingForm.intro')}</p>
          <TextField label={t('existingForm.email')} type="email" readOnly {...bind('email')} />
          <PasswordField label={t('existingForm.password')} autoComplete="current-password" {...bind('password')} />
          <OrganizationFields idPrefix={ID} valueAs="text" stacked />
          <DesignationField idPrefix={ID} stacked />
        </fieldset>
        <Button type="submit" variant="primary" disabled={registration.isPending}>
          {registration.isPending ? t('existingForm.submitting') : t('existingForm.submit')}
        </Button>
      </Form>
    </FormProvider>
  );
}
