// A password field with a show/hide toggle (SECURITY.md AU4: paste allowed, any characters, visible on demand).
import { type ComponentProps, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'value'> & {
  id: string;
  isInvalid?: boolean;
};

export function PasswordInput({ id, isInvalid, ...inputProps }: PasswordInputProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <InputGroup hasValidation>
      <Form.Control
        {...inputProps}
        id={id}
        type={isVisible ? 'text' : 'password'}
        isInvalid={isInvalid}
        aria-invalid={isInvalid || undefined}
        autoCapitalize="off"
        spellCheck={false}
      />
      <Button
        variant="outline-secondary"
        onClick={() => setVisible((visible) => !visible)}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-controls={id}
      >
        {isVisible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
      </Button>
    </InputGroup>
  );
}

/** The message under a field, tied to it by `aria-describedby={fieldErrorId(id)}`. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={fieldErrorId(fieldId)} className="invalid-feedback d-block">
      {message}
    </div>
  );
}
