// A labelled multi-line input of a react-hook-form field (addresses, messages), with its message.
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps, fieldAria } from './field-frame.tsx';

export interface TextareaFieldProps extends FieldFrameProps {
  registration: UseFormRegisterReturn;
  rows?: number;
  autoComplete?: string;
}

export function TextareaField({ registration, rows = 2, autoComplete, ...frame }: TextareaFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Form.Control
        id={frame.id}
        as="textarea"
        rows={rows}
        autoComplete={autoComplete}
        isInvalid={Boolean(frame.message)}
        {...fieldAria(frame)}
        {...registration}
      />
    </FieldFrame>
  );
}
