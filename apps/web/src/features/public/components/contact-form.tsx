// The contact form (spec part 1, sections 4 and 5): first and last name, e-mail, optional phone and message,
// checked with the contract's ContactBody (the spec's messages, the same rules as the server), 'Sending
// message...' while pending, and on success the 'Message sent successfully!' toast and an empty form.
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactBody } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { FieldError, fieldErrorId } from '#web/components/ui/password-input.tsx';
import { useSendContactMessage } from '../contact.ts';

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', message: '' };
type FieldName = keyof typeof EMPTY;

interface FieldProps {
  name: FieldName;
  label: string;
  errors: FieldErrors<typeof EMPTY>;
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  as?: 'textarea';
  required?: boolean;
}

function Field({ name, label, errors, registration, type = 'text', autoComplete, as, required = true }: FieldProps) {
  const id = `contact-${name.replace('_', '-')}`;
  const message = errors[name]?.message;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {!required && <span className="text-body-secondary"> (optional)</span>}
      </Form.Label>
      <Form.Control
        type={as ? undefined : type}
        as={as}
        rows={as ? 5 : undefined}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        isInvalid={Boolean(message)}
        aria-invalid={Boolean(message) || undefined}
        aria-describedby={message ? fieldErrorId(id) : undefined}
        {...registration}
      />
      <FieldError fieldId={id} message={message} />
    </Form.Group>
  );
}

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ContactBody), defaultValues: EMPTY });
  const send = useSendContactMessage();

  const onSubmit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => reset(EMPTY),
    }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Contact form">
      <div className="row">
        <div className="col-12 col-md-6">
          <Field
            name="first_name"
            label="First Name"
            autoComplete="given-name"
            errors={errors}
            registration={register('first_name')}
          />
        </div>
        <div className="col-12 col-md-6">
          <Field
            name="last_name"
            label="Last Name"
            autoComplete="family-name"
            errors={errors}
            registration={register('last_name')}
          />
        </div>
      </div>
      <Field
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        errors={errors}
        registration={register('email')}
      />
      <Field
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        required={false}
        errors={errors}
        registration={register('phone')}
      />
      <Field name="message" label="Message" as="textarea" errors={errors} registration={register('message')} />
      <Button type="submit" variant="primary" disabled={send.isPending}>
        {send.isPending ? 'Sending message...' : 'Send Message'}
      </Button>
    </Form>
  );
}
