// The contact form (docs/features.md, Public site): first and last name, e-mail, optional phone and message, checked
// with the contract's ContactBody (the spec's messages, the same rules as the server), 'Sending message...' while
// pending, and on success the 'Message sent successfully!' toast and an empty form.
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactBody } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useSendContactMessage } from '../contact.ts';

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', message: '' };

export function ContactForm() {
  const form = useForm({ resolver: zodResolver(ContactBody), defaultValues: EMPTY });
  const bind = fieldBinder(form, 'contact');
  const send = useSendContactMessage();
  const t = useT(publicNs);

  const onSubmit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => form.reset(EMPTY),
    }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('contact.form')}>
      <div className="row">
        <div className="col-12 col-md-6">
          <TextField label={t('contact.firstName')} autoComplete="given-name" {...bind('first_name')} />
        </div>
        <div className="col-12 col-md-6">
          <TextField label={t('contact.lastName')} autoComplete="family-name" {...bind('last_name')} />
        </div>
      </div>
      <TextField label={t('contact.email')} type="email" autoComplete="email" {...bind('email')} />
      <TextField label={t('contact.phone')} type="tel" autoComplete="tel" required={false} {...bind('phone')} />
      <TextareaField label={t('contact.message')} rows={5} {...bind('message')} />
      <Button type="submit" variant="primary" disabled={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </Form>
  );
}
