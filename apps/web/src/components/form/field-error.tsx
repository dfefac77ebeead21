// The message under a field, tied to its control by `aria-describedby={fieldErrorId(id)}`, in the page's language
// (the contract's English message, or its Bangla: docs/i18n.md, Validation messages).
import { useMessageText } from '#web/i18n/messages.ts';

export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <div id={fieldErrorId(fieldId)} className="invalid-feedback d-block">
      {messageText(message)}
    </div>
  );
}
