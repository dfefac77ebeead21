// A labelled rich-text field of a react-hook-form form (through a Controller): the label, the editor (its own lazy
// chunk; a note stands in while it loads), an optional hint and the field's message.
import { lazy, Suspense } from 'react';
import { FieldError, fieldErrorId } from '#web/components/form/field-error.tsx';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  message: string | undefined;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

export function RichTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  message,
  required = true,
  hint,
  disabled,
}: RichTextFieldProps) {
  const t = useT(adminNs);
  const frame = useT(frameNs);
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, message ? fieldErrorId(id) : undefined].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      {/* A label cannot point at the editable area (not a form control): it names it through aria-labelledby. */}
      <div id={labelId} className="form-label">
        {label}
        {!required && <span className="text-body-secondary">{frame('form.optional')}</span>}
      </div>
      <Suspense
        fallback={
          <div className="form-control rich-text-content text-body-secondary" role="status">
            {t('publishing.loadingEditor')}
          </div>
        }
      >
        <RichTextEditor
          id={id}
          labelId={labelId}
          label={label}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          describedBy={describedBy || undefined}
          invalid={Boolean(message)}
          required={required}
          disabled={disabled}
        />
      </Suspense>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError fieldId={id} message={message} />
    </div>
  );
}
