// The parts both profile forms share: the e-mail and mobile fields, the avatar picker, the Edit / Cancel / Save
// buttons and the 'Loading Data....' state.
import { FILE_RULES } from '@portal/contract';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFormContext } from 'react-hook-form';
import { tooLargeFileText, useFileTexts, wrongFileText } from '#web/components/files/file-field.tsx';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { FieldError, fieldErrorId } from '#web/components/form/field-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { avatarSrc } from '#web/features/auth/index.ts';
import { profileNs } from '#web/i18n/namespaces/profile.ts';
import { useT } from '#web/i18n/use-t.ts';

export function LoadingData() {
  const t = useT(profileNs);
  return (
    <div className="d-flex justify-content-center align-items-center gap-2 py-5" role="status" aria-live="polite">
      <div className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{t('loadingData')}</span>
    </div>
  );
}

/** The account's e-mail and mobile number, both editable (the form of the page's FormProvider). */
export function ContactFields({ idPrefix }: { idPrefix: string }) {
  const bind = fieldBinder(useFormContext<{ email: string; mobile_no: string }>(), idPrefix);
  const t = useT(profileNs);
  return (
    <>
      <div className="col-12 col-md-6">
        <TextField label={t('email')} type="email" autoComplete="email" {...bind('email')} />
      </div>
      <div className="col-12 col-md-6">
        <TextField label={t('mobile')} type="tel" inputMode="tel" autoComplete="tel" {...bind('mobile_no')} />
      </div>
    </>
  );
}

const AVATAR_RULE = FILE_RULES.avatar;
const AVATAR_EXTENSIONS = AVATAR_RULE.extensions.map((extension) => `.${extension}`);
export const AVATAR_ACCEPT = AVATAR_RULE.extensions.map((extension) => `.${extension}`).join(',');
/** The avatar's two file messages: those of every file field (file-field.tsx), in the page's language on screen. */
export const AVATAR_TEXTS = {
  type: wrongFileText('avatar'),
  size: tooLargeFileText('avatar'),
} as const;

/** The message for a chosen avatar file, or undefined when it may be sent (the server checks it again). */
export function avatarProblem(file: File): string | undefined {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  if (!extension || !(AVATAR_RULE.extensions as readonly string[]).includes(extension)) return AVATAR_TEXTS.type;
  if (file.size > AVATAR_RULE.maxBytes) return AVATAR_TEXTS.size;
  return undefined;
}

/** A local preview of a chosen image (blob: URL), released when it changes. */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The avatar: the current picture, and in edit mode a file input accepting .jpg .jpeg .png .svg. A chosen file
 * is previewed; a file of another type or over the size limit shows its message and is not kept.
 */
export function AvatarField({
  id,
  currentUrl,
  file,
  message,
  isEditing,
  onChange,
}: {
  id: string;
  currentUrl: string | null;
  file: File | undefined;
  message: string | undefined;
  isEditing: boolean;
  onChange: (file: File | undefined, message: string | undefined) => void;
}) {
  const preview = usePreview(file);
  const t = useT(profileNs);
  const shown = useFileTexts('avatar').message(message);
  const inputKey = useId();
  // A new key empties the file input when the chosen file is dropped (Cancel, a save).
  const [resetCount, setResetCount] = useState(0);
  useEffect(() => {
    if (!file && !message) setResetCount((count) => count + 1);
  }, [file, message]);
  return (
    <div className="d-flex flex-column align-items-center mb-4">
      <img
        src={preview ?? avatarSrc(currentUrl)}
        alt={preview ? t('avatar.chosen') : t('avatar.current')}
        width={120}
        height={120}
        className="rounded-circle avatar mb-3"
      />
      {isEditing && (
        <Form.Group controlId={id} className="w-100" style={{ maxWidth: 360 }}>
          <Form.Label>{t('avatar.label')}</Form.Label>
          <Form.Control
            key={`${inputKey}-${resetCount}`}
            type="file"
            accept={AVATAR_ACCEPT}
            isInvalid={Boolean(message)}
            aria-invalid={Boolean(message) || undefined}
            aria-describedby={message ? fieldErrorId(id) : `${id}-hint`}
            onChange={(event) => {
              const chosen = (event.currentTarget as HTMLInputElement).files?.[0];
              if (!chosen) {
                onChange(undefined, undefined);
                return;
              }
              const problem = avatarProblem(chosen);
              onChange(problem ? undefined : chosen, problem);
            }}
          />
          <Form.Text id={`${id}-hint`}>
            {t('avatar.hint', {
              first: AVATAR_EXTENSIONS.slice(0, -1).join(', '),
              last: AVATAR_EXTENSIONS.at(-1) ?? '',
            })}
          </Form.Text>
          <FieldError fieldId={id} message={shown} />
        </Form.Group>
      )}
    </div>
  );
}

/** Edit in view mode; Cancel and Save in edit mode (Save reads 'Saving Changes....' while pending). */
export function ProfileButtons({
  isEditing,
  isPending,
  onEdit,
  onCancel,
}: {
  isEditing: boolean;
  isPending: boolean;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const t = useT(profileNs);
  if (!isEditing) {
    return (
      <div className="d-flex justify-content-end gap-2">
        <Button variant="primary" onClick={onEdit}>
          {t('edit')}
        </Button>
      </div>
    );
  }
  return (
    <div className="d-flex justify-content-end gap-2">
      <Button variant="outline-secondary" onClick={onCancel} disabled={isPending}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant="primary" disabled={isPending}>
        {isPending ? t('savingChanges') : t('save')}
      </Button>
    </div>
  );
}
