// The image of a programme or a director in its form: the current picture (if any), a file field to choose a
// new one (.jpg .jpeg .png .svg, checked again by the server) and, where an image may be taken away, a button
// that removes it.
import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { z } from 'zod';
import { FileField, hasAcceptedExtension, wrongFileText } from '#web/components/files/file-field.tsx';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

/** The image chosen in a form: null until one is. */
export const chosenImage = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((file) => !file || hasAcceptedExtension(file, 'avatar'), wrongFileText('avatar'));

interface ImageChoiceProps {
  id: string;
  label: string;
  currentUrl: string | null;
  message: string | undefined;
  onChange: (file: File | null) => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** Removes the current image at once (asked only where an image is optional). */
  onRemove?: () => void;
  isRemoving?: boolean;
  required?: boolean;
}

export function ImageChoice({
  id,
  label,
  currentUrl,
  message,
  onChange,
  inputRef,
  disabled,
  onRemove,
  isRemoving,
  required = false,
}: ImageChoiceProps) {
  const t = useT(adminNs);
  // 'Replace image' in English (the label in lower case inside the sentence); Bangla has no case.
  const inText = useLanguage() === 'en' ? label.toLowerCase() : label;
  return (
    <div className="mb-3">
      {currentUrl && (
        <div className="d-flex align-items-end gap-3 mb-2">
          <img
            src={currentUrl}
            alt={t('publishing.currentImage', { label: inText })}
            className="rounded border"
            height={96}
          />
          {onRemove && (
            <Button size="sm" variant="outline-danger" onClick={onRemove} disabled={disabled || isRemoving}>
              {isRemoving ? t('publishing.removing') : t('publishing.removeImage')}
            </Button>
          )}
        </div>
      )}
      <FileField
        id={id}
        label={currentUrl ? t('publishing.replaceImage', { label: inText }) : label}
        rule="avatar"
        required={required}
        message={message}
        onChange={onChange}
        inputRef={inputRef}
        disabled={disabled}
      />
    </div>
  );
}
