// The image of a programme or a director in its form: the current picture (if any), a file field to choose a
// new one (.jpg .jpeg .png .svg, checked again by the server) and, where an image may be taken away, a button
// that removes it.
import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { z } from 'zod';
import { FileField, hasAcceptedExtension, wrongFileText } from '#web/components/files/file-field.tsx';

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
  return (
    <div className="mb-3">
      {currentUrl && (
        <div className="d-flex align-items-end gap-3 mb-2">
          <img src={currentUrl} alt={`Current ${label.toLowerCase()}`} className="rounded border" height={96} />
          {onRemove && (
            <Button size="sm" variant="outline-danger" onClick={onRemove} disabled={disabled || isRemoving}>
              {isRemoving ? 'Removing...' : 'Remove image'}
            </Button>
          )}
        </div>
      )}
      <FileField
        id={id}
        label={currentUrl ? `Replace ${label.toLowerCase()}` : label}
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
