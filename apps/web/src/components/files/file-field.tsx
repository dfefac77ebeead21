// A labelled file input of an upload form: it offers the kind's accepted extensions, says them and the size
// limit under the field, and shows the form's message ('Please Choose A file!', 'This field is required!').
// The server checks the file again by content and size; the form keeps a wrong extension or a file over the
// limit from leaving, so that nobody waits for a large upload the server would refuse.
import { FILE_RULES, type FileRule, formatNumber } from '@portal/contract';
import type { Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFrame, fieldAria } from '#web/components/form/field-frame.tsx';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

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

const MIB = 1024 * 1024;
/** '50 MiB': the kind's size limit, written as the server writes it in its refusal. */
export function sizeLimitText(rule: FileRule): string {
  const bytes = FILE_RULES[rule].maxBytes;
  return bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** The server's own text for a file over the limit (a 413), said before the file is sent. */
export const tooLargeFileText = (rule: FileRule) => `The file is too large (at most ${sizeLimitText(rule)})`;

/** Whether a chosen file is within the kind's size limit (FILE_RULES; the server may be set lower or higher). */
export function isWithinSizeLimit(file: File, rule: FileRule): boolean {
  return file.size <= FILE_RULES[rule].maxBytes;
}

/** What is wrong with a chosen file, if anything: its extension first, then its size. */
export function chosenFileProblem(file: File, rule: FileRule): string | undefined {
  if (!hasAcceptedExtension(file, rule)) return wrongFileText(rule);
  if (!isWithinSizeLimit(file, rule)) return tooLargeFileText(rule);
  return undefined;
}

/**
 * A kind's hint and its two file messages in the page's language: the extensions as written (they are the ends of
 * file names), the size limit in Bengali digits and units in Bangla ('২ এমবি'). `message` answers a form's message
 * in the page's language when it is one of the kind's two (made by wrongFileText or tooLargeFileText, or the
 * server's same refusal), and any other message as it is (FieldError shows it through the Bangla messages).
 */
export function useFileTexts(rule: FileRule): {
  hint: string;
  message: (text: string | undefined) => string | undefined;
} {
  const t = useT(frameNs);
  const language = useLanguage();
  const bytes = FILE_RULES[rule].maxBytes;
  const whole = bytes % MIB === 0;
  const count = formatNumber(language, whole ? bytes / MIB : Math.round(bytes / 1024), { useGrouping: false });
  const size = whole ? t('file.mib', { count }) : t('file.kib', { count });
  const extensions = acceptedExtensions(rule);
  return {
    hint: t('file.hint', { extensions, size }),
    message: (text) => {
      if (text === wrongFileText(rule)) return t('file.wrongType', { extensions });
      if (text === tooLargeFileText(rule)) return t('file.tooLarge', { size });
      return text;
    },
  };
}

export function FileField({
  id,
  label,
  rule,
  message: given,
  onChange,
  required = true,
  inputRef,
  disabled,
}: FileFieldProps) {
  const texts = useFileTexts(rule);
  const hint = texts.hint;
  const message = texts.message(given);
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
