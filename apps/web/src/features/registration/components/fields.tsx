// The labelled fields of the registration and password forms: each shows its message under it and ties it to
// the input with aria-describedby.
import { OTHER_ORGANIZATION_OPTION } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldErrorId, PasswordInput } from '#web/components/ui/password-input.tsx';
import { organizationsOptions } from '../api.ts';

interface TextFieldProps {
  id: string;
  label: string;
  message: string | undefined;
  registration: UseFormRegisterReturn;
  type?: string;
  as?: 'textarea';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
  hint?: ReactNode;
}

export function TextField({
  id,
  label,
  message,
  registration,
  type = 'text',
  as,
  autoComplete,
  inputMode,
  placeholder,
  readOnly,
  required = true,
  hint,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, message ? fieldErrorId(id) : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {!required && <span className="text-body-secondary"> (optional)</span>}
      </Form.Label>
      <Form.Control
        type={as ? undefined : type}
        as={as}
        rows={as ? 2 : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        readOnly={readOnly}
        plaintext={readOnly}
        aria-required={(required && !readOnly) || undefined}
        isInvalid={Boolean(message)}
        aria-invalid={Boolean(message) || undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      {hint && (
        <Form.Text id={hintId} muted>
          {hint}
        </Form.Text>
      )}
      <FieldError fieldId={id} message={message} />
    </Form.Group>
  );
}

export function PasswordField({
  id,
  label,
  message,
  registration,
  autoComplete = 'new-password',
}: {
  id: string;
  label: string;
  message: string | undefined;
  registration: UseFormRegisterReturn;
  autoComplete?: string;
}) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <PasswordInput
        id={id}
        autoComplete={autoComplete}
        aria-required
        isInvalid={Boolean(message)}
        aria-describedby={message ? fieldErrorId(id) : undefined}
        {...registration}
      />
      <FieldError fieldId={id} message={message} />
    </Form.Group>
  );
}

/** The organisation select from GET /api/public/selection-options; "Others" (0) is offered even if that fails. */
export function OrganizationSelect({
  id,
  message,
  registration,
}: {
  id: string;
  message: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const organizations = useQuery(organizationsOptions());
  const options = organizations.data ?? (organizations.isError ? [OTHER_ORGANIZATION_OPTION] : []);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Organization</Form.Label>
      <Form.Select
        aria-required
        aria-busy={organizations.isPending || undefined}
        isInvalid={Boolean(message)}
        aria-invalid={Boolean(message) || undefined}
        aria-describedby={message ? fieldErrorId(id) : undefined}
        {...registration}
      >
        <option value="">{organizations.isPending ? 'Loading....' : 'Select Organization'}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldError fieldId={id} message={message} />
    </Form.Group>
  );
}

/** Male 1, Female 0 (spec part 1, section 9). */
export function GenderField({
  id,
  message,
  registration,
}: {
  id: string;
  message: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="mb-3" aria-describedby={message ? fieldErrorId(id) : undefined}>
      <legend className="form-label fs-6 mb-1">Gender</legend>
      {(
        [
          ['male', 'Male', '1'],
          ['female', 'Female', '0'],
        ] as const
      ).map(([key, label, value]) => (
        <Form.Check
          key={key}
          inline
          type="radio"
          id={`${id}-${key}`}
          label={label}
          value={value}
          required
          isInvalid={Boolean(message)}
          aria-invalid={Boolean(message) || undefined}
          {...registration}
        />
      ))}
      <FieldError fieldId={id} message={message} />
    </fieldset>
  );
}

/** The pending / failed states of a link check: 'Loading....' or the page's text for the failure. */
export function LinkState({ isPending, message }: { isPending: boolean; message?: string | undefined }) {
  if (isPending) {
    return (
      <div className="d-flex justify-content-center align-items-center gap-2 py-5" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span>Loading....</span>
      </div>
    );
  }
  return (
    <div className="alert alert-danger text-center my-4" role="alert">
      {message}
    </div>
  );
}
