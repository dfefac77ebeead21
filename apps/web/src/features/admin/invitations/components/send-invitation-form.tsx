// One invitation: e-mail, name, course and register type (left to the server by default: an existing account
// if the e-mail has a participant account, else a new participant). The form checks what the server checks, with
// the same messages; a refusal of the server (unknown course, already enrolled, pending …) shows under the form.
// The mail's language is the admin's page language until they choose another (an invitee with a saved choice gets
// theirs: docs/i18n.md, Mails); it stays chosen for the next invitation.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LANGUAGES,
  type Language,
  REGISTER_TYPE_LABEL,
  SendInvitationForm,
  type SendInvitationFormIn,
  sendInvitationPayload,
} from '@portal/contract';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { FieldFrame, fieldAria } from '#web/components/form/field-frame.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { RefusalText } from '#web/lib/refusal-text.tsx';
import { writtenOf } from '#web/lib/refusal-values.ts';
import { useSendInvitation } from '../api.ts';
import { CourseField } from './course-field.tsx';

const EMPTY: SendInvitationFormIn = { email: '', name: '', course_id: '', register_type: '' };

export function SendInvitationFormCard() {
  const t = useT(adminNs);
  const msg = useMessageText();
  // The type's number is what a CSV file carries in its register_type column: Latin, as it is typed there.
  const typeOptions = [
    { value: 1, label: `1 — ${msg(REGISTER_TYPE_LABEL[1])}` },
    { value: 2, label: `2 — ${msg(REGISTER_TYPE_LABEL[2])}` },
  ] as const;
  const idPrefix = `invite${useId()}`;
  const pageLanguage = useLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const mailLanguage = chosenLanguage ?? pageLanguage;
  const send = useSendInvitation();
  const form = useForm<SendInvitationFormIn, unknown, ReturnType<typeof SendInvitationForm.parse>>({
    resolver: zodResolver(SendInvitationForm),
    defaultValues: EMPTY,
  });
  const bind = fieldBinder(form, idPrefix);

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...sendInvitationPayload(values), language: mailLanguage });
      form.reset(EMPTY);
      send.reset();
    } catch {
      // The refusal shows under the form; what was typed stays.
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="h5 mb-3">
        {t('invitations.inviteOne')}
      </h2>
      <TextField label={t('invitations.email')} type="email" autoComplete="off" inputMode="email" {...bind('email')} />
      <TextField label={t('invitations.name')} autoComplete="off" {...bind('name')} />
      <Controller
        control={form.control}
        name="course_id"
        render={({ field, fieldState }) => (
          <CourseField
            id={fieldId(idPrefix, field.name)}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            message={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="register_type"
        render={({ field, fieldState }) => (
          <SelectField
            id={fieldId(idPrefix, field.name)}
            label={t('invitations.registerType')}
            required={false}
            placeholder={t('invitations.decideFromEmail')}
            options={typeOptions}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            message={fieldState.error?.message}
          />
        )}
      />
      <MailLanguageField
        id={`${idPrefix}-language`}
        value={mailLanguage}
        onChange={setChosenLanguage}
        label={t('invitations.mailLanguage')}
        hint={t('invitations.mailLanguageHint')}
        names={{ en: t('invitations.english'), bn: t('invitations.bangla') }}
      />
      {send.error && (
        <Alert variant="danger" className="py-2">
          <RefusalText text={send.error.message} written={writtenOf(send.error)} />
        </Alert>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('invitations.sending') : t('invitations.send')}
      </Button>
    </Form>
  );
}

interface MailLanguageFieldProps {
  id: string;
  value: Language;
  onChange: (language: Language) => void;
  label: string;
  hint: string;
  names: Record<Language, string>;
}

/** The invitation mail's language: English or Bangla, always one of them. */
function MailLanguageField({ id, value, onChange, label, hint, names }: MailLanguageFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} message={undefined}>
      <Form.Select
        id={id}
        name="language"
        value={value}
        onChange={(event) => onChange(LANGUAGES.find((language) => language === event.target.value) ?? 'en')}
        {...fieldAria({ id, hint, message: undefined })}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {names[language]}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}
