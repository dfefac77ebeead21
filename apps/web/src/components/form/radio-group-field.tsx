// A group of radio buttons of a react-hook-form field (through a Controller): a fieldset named by its legend,
// the message tied to the group, each button marked invalid with it.
import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldError, fieldErrorId } from './field-error.tsx';

export interface RadioGroupFieldProps<V extends string | number> {
  /** The group's id: each button's is `<id>-<label in lower case>`, the message's `<id>-error`. */
  id: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  message: string | undefined;
  value: V | undefined;
  onChange: (value: V) => void;
  onBlur: () => void;
  name: string;
  /** Given to the first button, so that the form can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}

export function RadioGroupField<V extends string | number>({
  id,
  legend,
  options,
  message,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
}: RadioGroupFieldProps<V>) {
  return (
    <fieldset className="mb-3" aria-describedby={message ? fieldErrorId(id) : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {options.map((option, index) => (
        <Form.Check
          key={option.value}
          ref={index === 0 ? inputRef : undefined}
          inline
          type="radio"
          id={`${id}-${option.label.toLowerCase()}`}
          name={name}
          label={option.label}
          value={String(option.value)}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          onBlur={onBlur}
          required
          isInvalid={Boolean(message)}
          aria-invalid={Boolean(message) || undefined}
        />
      ))}
      <FieldError fieldId={id} message={message} />
    </fieldset>
  );
}
