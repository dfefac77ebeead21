// A date typed as text in the form's own format (dd-MM-yyyy for an assignment's last date), with a calendar
// button beside it that opens the browser's own date picker and writes the chosen day into the text. Typing
// stays possible; the picker is the platform's (`<input type="date">`, opened with `showPicker()`), so it works
// by keyboard and on a phone without a date library. The form's schema checks whatever ends up in the text.
import { latinDigits } from '@portal/contract';
import { type Ref, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, type FieldFrameProps, fieldAria } from './field-frame.tsx';

export interface DateFieldProps extends FieldFrameProps {
  registration: UseFormRegisterReturn;
  /** Writes the picked day into the form (the text field's value), e.g. with `setValue(name, text, …)`. */
  onPick: (text: string) => void;
  /** The picker's label: 'Choose the last submission date'. */
  pickerLabel: string;
  /** The text field's placeholder: default the format, dd-MM-yyyy. */
  placeholder?: string;
}

/** yyyy-MM-dd (the picker's value) → dd-MM-yyyy. */
export function isoToDayMonthYear(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day}-${month}-${year}`;
}

/**
 * d-M-yyyy or dd-MM-yyyy (in Latin or Bengali digits) → yyyy-MM-dd for the picker to start from, or '' when the text is
 * no such date.
 */
export function dayMonthYearToIso(text: string): string {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(latinDigits(text).trim());
  if (!match) return '';
  return `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

const FORMAT = 'dd-MM-yyyy';

export function DateField({ registration, onPick, pickerLabel, placeholder = FORMAT, ...frame }: DateFieldProps) {
  const text = useRef<HTMLInputElement | null>(null);
  const picker = useRef<HTMLInputElement | null>(null);
  const { ref: registerRef, ...registered } = registration;
  const textRef: Ref<HTMLInputElement> = (element) => {
    text.current = element;
    registerRef(element);
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = dayMonthYearToIso(text.current?.value ?? '');
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker(), or one that refuses it here: the picker takes the focus instead.
      input.focus();
      input.click();
    }
  };

  return (
    <FieldFrame {...frame} hint={frame.hint ?? `Format: ${FORMAT}`}>
      <InputGroup hasValidation className="position-relative">
        <Form.Control
          id={frame.id}
          type="text"
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="off"
          isInvalid={Boolean(frame.message)}
          {...fieldAria({ ...frame, hint: frame.hint ?? FORMAT })}
          {...registered}
          ref={textRef}
        />
        <Button variant="outline-secondary" onClick={openPicker} aria-label={pickerLabel} title={pickerLabel}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M3.5 0a.5.5 0 0 1 .5.5V1h8V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1V.5a.5.5 0 0 1 .5-.5M1 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4z"
            />
          </svg>
        </Button>
        {/* The platform's picker: out of sight and out of the tab order; the button opens it. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="position-absolute bottom-0 end-0 opacity-0"
          style={{ width: '2.5rem', height: '1px', pointerEvents: 'none' }}
          onChange={(event) => {
            if (event.target.value) onPick(isoToDayMonthYear(event.target.value));
          }}
        />
      </InputGroup>
    </FieldFrame>
  );
}
