// The course of an invitation form and of the board's chooser. Until the admin's course options
// (`GET /api/admin/courses/options`) are in the contract, the course id is typed in; this component is the one
// place to swap for a `CourseSelect` of those options.
import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame, fieldAria } from '#web/components/form/field-frame.tsx';

export interface CourseFieldProps {
  id: string;
  label?: string;
  name: string;
  /** The course id as text ('' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  message: string | undefined;
  className?: string;
}

const HINT = 'The course id, as the course list shows it';

export function CourseField({
  id,
  label = 'Course',
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  message,
  className,
}: CourseFieldProps) {
  return (
    <FieldFrame id={id} label={label} message={message} hint={HINT} className={className}>
      <Form.Control
        id={id}
        ref={inputRef}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        isInvalid={Boolean(message)}
        {...fieldAria({ id, message, hint: HINT })}
      />
    </FieldFrame>
  );
}
