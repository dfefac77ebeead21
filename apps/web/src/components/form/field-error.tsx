// The message under a field, tied to its control by `aria-describedby={fieldErrorId(id)}`.

export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={fieldErrorId(fieldId)} className="invalid-feedback d-block">
      {message}
    </div>
  );
}
