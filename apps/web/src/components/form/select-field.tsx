// A labelled select of a react-hook-form field (through a Controller), with its message. The value is the chosen
// option's text ('' for the placeholder option), so that a form may keep a number or a text behind it.
import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame, type FieldFrameProps, fieldAria } from './field-frame.tsx';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Omit<FieldFrameProps, 'hint'> {
  options: readonly SelectOption[];
  /** The first option, standing for "nothing chosen". */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  inputRef?: Ref<HTMLSelectElement>;
  /** The options are still loading. */
  isBusy?: boolean;
}

export function SelectField({
  options,
  placeholder,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  isBusy,
  ...frame
}: SelectFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Form.Select
        id={frame.id}
        ref={inputRef}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-busy={isBusy || undefined}
        isInvalid={Boolean(frame.message)}
        {...fieldAria(frame)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}
