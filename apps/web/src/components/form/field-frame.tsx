// The frame every labelled field of the forms shares: the label (with '(optional)' when the field may stay
// empty), the control, an optional hint and the field's message, and the ARIA attributes that tie them together.
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { FieldError, fieldErrorId } from './field-error.tsx';

export interface FieldFrameProps {
  /** The control's id; the label, the hint and the message are tied to it. */
  id: string;
  label: string;
  message: string | undefined;
  /** False: the label says '(optional)' and the control is not marked required. */
  required?: boolean;
  hint?: ReactNode;
  /** The spacing under the field. */
  className?: string;
}

const hintId = (id: string) => `${id}-hint`;

/** `aria-*` of a field's control: required (unless read-only), invalid with a message, described by hint and message. */
export function fieldAria({
  id,
  message,
  required = true,
  hint,
  readOnly,
}: Pick<FieldFrameProps, 'id' | 'message' | 'required' | 'hint'> & { readOnly?: boolean | undefined }) {
  const describedBy = [hint ? hintId(id) : undefined, message ? fieldErrorId(id) : undefined].filter(Boolean);
  return {
    'aria-required': (required && !readOnly) || undefined,
    'aria-invalid': Boolean(message) || undefined,
    'aria-describedby': describedBy.join(' ') || undefined,
  };
}

export function FieldFrame({
  id,
  label,
  message,
  required = true,
  hint,
  className = 'mb-3',
  children,
}: FieldFrameProps & { children: ReactNode }) {
  const t = useT(frameNs);
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>
        {label}
        {!required && <span className="text-body-secondary">{t('form.optional')}</span>}
      </Form.Label>
      {children}
      {hint && (
        <Form.Text id={hintId(id)} muted>
          {hint}
        </Form.Text>
      )}
      <FieldError fieldId={id} message={message} />
    </Form.Group>
  );
}
