// A labelled file input of an upload form: it offers the kind's accepted extensions, says them under the field,
// and shows the form's message (spec part 2, section 5: 'Please Choose A file!', 'This field is required!').
// The server checks the file again by content and size; the form only keeps a wrong extension from leaving.
import { FILE_RULES, type FileRule } from '@portal/contract';
import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame, fieldAria } from '#web/components/form/field-frame.tsx';

export interface FileFieldProps {
  id: string;
  label: string;
  rule: FileRule;
  message: string | undefined;
  onChange: (file: File | null) => void;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** '.doc, .docx, …' of a kind of file. */
export function acceptedExtensions(rule: FileRule): string {
  return FILE_RULES[rule].extensions.map((extension) => `.${extension}`).join(', ');
}

/** Whether a chosen file's name ends in one of the kind's extensions. */
export function hasAcceptedExtension(file: File, rule: FileRule): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (FILE_RULES[rule].extensions as readonly string[]).includes(extension);
}

export const wrongFileText = (rule: FileRule) => `Only ${acceptedExtensions(rule)} files are accepted`;

export function FileField({ id, label, rule, message, onChange, required = true, inputRef, disabled }: FileFieldProps) {
  const hint = `Accepted: ${acceptedExtensions(rule)}`;
  return (
    <FieldFrame id={id} label={label} message={message} required={required} hint={hint}>
      <Form.Control
        id={id}
        ref={inputRef}
        type="file"
        accept={acceptedExtensions(rule).replaceAll(' ', '')}
        disabled={disabled}
        isInvalid={Boolean(message)}
        onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
        {...fieldAria({ id, message, required, hint })}
      />
    </FieldFrame>
  );
}
