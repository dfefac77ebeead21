// A labelled password field with a show/hide toggle (docs/security.md AU4: paste allowed, any characters, visible on
// demand), with its message.
import { type ComponentProps, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EyeIcon, EyeOffIcon } from '#web/components/ui/icons.tsx';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { FieldFrame, type FieldFrameProps, fieldAria } from './field-frame.tsx';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'value'> & {
  id: string;
  isInvalid?: boolean;
};

export function PasswordInput({ id, isInvalid, ...inputProps }: PasswordInputProps) {
  const [isVisible, setVisible] = useState(false);
  const t = useT(frameNs);
  return (
    <InputGroup hasValidation>
      <Form.Control
        {...inputProps}
        id={id}
        type={isVisible ? 'text' : 'password'}
        isInvalid={isInvalid}
        autoCapitalize="off"
        spellCheck={false}
      />
      <Button
        variant="outline-secondary"
        onClick={() => setVisible((visible) => !visible)}
        aria-label={isVisible ? t('form.hidePassword') : t('form.showPassword')}
        aria-controls={id}
      >
        {isVisible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
      </Button>
    </InputGroup>
  );
}

export interface PasswordFieldProps extends Omit<FieldFrameProps, 'hint'> {
  registration: UseFormRegisterReturn;
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({ registration, autoComplete = 'new-password', ...frame }: PasswordFieldProps) {
  return (
    <FieldFrame {...frame}>
      <PasswordInput
        id={frame.id}
        autoComplete={autoComplete}
        isInvalid={Boolean(frame.message)}
        {...fieldAria(frame)}
        {...registration}
      />
    </FieldFrame>
  );
}
