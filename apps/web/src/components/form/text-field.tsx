// A labelled one-line input of a react-hook-form field, with its hint and message.
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps, fieldAria } from './field-frame.tsx';

export interface TextFieldProps extends FieldFrameProps {
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  placeholder?: string;
  /** Shown as plain text that cannot be changed (a value the form sends but the user does not choose). */
  readOnly?: boolean;
}

export function TextField({
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  readOnly,
  ...frame
}: TextFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Form.Control
        id={frame.id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        readOnly={readOnly}
        plaintext={readOnly}
        isInvalid={Boolean(frame.message)}
        {...fieldAria({ ...frame, readOnly })}
        {...registration}
      />
    </FieldFrame>
  );
}
