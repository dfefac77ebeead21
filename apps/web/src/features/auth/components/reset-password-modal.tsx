// The Reset Password modal of a work area (docs/features.md, Sign-in and sessions): three required fields, the server's
// success text as a toast, its refusal inside the modal.

import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordChangeBody } from '@portal/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useChangePassword } from '../change-password.ts';
import { PASSWORD_ROLES, type PasswordRole } from '../roles.ts';

const FIELDS = [
  { name: 'password', label: 'Old Password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm Password', autoComplete: 'new-password' },
] as const;

interface ResetPasswordModalProps {
  userRole: PasswordRole;
  show: boolean;
  onHide: () => void;
}

export function ResetPasswordModal({ userRole, show, onHide }: ResetPasswordModalProps) {
  // The form lives outside the modal's body, so what was typed survives closing unless it is reset.
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PasswordChangeBody),
    defaultValues: { password: '', new_password: '', confirm_password: '' },
  });
  const change = useChangePassword(userRole);

  const hide = () => {
    change.reset();
    onHide();
  };
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        if (PASSWORD_ROLES[userRole].resetFormOnSuccess) reset();
        hide();
      },
    }),
  );

  return (
    <Modal show={show} onHide={hide} aria-labelledby={`${userRole}-reset-password-title`} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title as="h2" id={`${userRole}-reset-password-title`} className="h5">
            Reset Password
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {change.error && (
            <Alert variant="danger" className="py-2">
              {change.error.message}
            </Alert>
          )}
          {FIELDS.map((field) => (
            <PasswordField
              key={field.name}
              id={`${userRole}-${field.name}`}
              label={field.label}
              autoComplete={field.autoComplete}
              message={errors[field.name]?.message}
              registration={register(field.name)}
            />
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={hide}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={change.isPending}>
            {change.isPending ? 'Changing....' : 'Change Password'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
