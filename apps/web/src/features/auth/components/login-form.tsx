// The Sign In form of the login drawer (spec part 1, sections 2, 4, 5 and 8).

import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@portal/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { FieldError, fieldErrorId, PasswordInput } from '#web/components/ui/password-input.tsx';
import { SignInError, useSignIn } from '../sign-in.ts';

interface LoginFormProps {
  /** After a successful sign-in, before the redirect (closes the drawer). */
  onSignedIn?: () => void;
  /** When the user follows the Forgot Password link (closes the drawer). */
  onLeave?: () => void;
}

export function LoginForm({ onSignedIn, onLeave }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } });
  const signIn = useSignIn(onSignedIn);
  const failure = signIn.error instanceof SignInError && signIn.error.kind !== 'unexpected' ? signIn.error : null;

  return (
    <Form noValidate onSubmit={handleSubmit((body) => signIn.mutate(body))} aria-label="Sign In">
      {failure && (
        <Alert variant="danger" className="py-2">
          {failure.message}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="login-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          autoComplete="username"
          inputMode="email"
          isInvalid={Boolean(errors.email)}
          aria-invalid={Boolean(errors.email) || undefined}
          aria-describedby={errors.email ? fieldErrorId('login-email') : undefined}
          {...register('email')}
        />
        <FieldError fieldId="login-email" message={errors.email?.message} />
      </Form.Group>
      <Form.Group className="mb-2">
        <Form.Label htmlFor="login-password">Password</Form.Label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          isInvalid={Boolean(errors.password)}
          aria-describedby={errors.password ? fieldErrorId('login-password') : undefined}
          {...register('password')}
        />
        <FieldError fieldId="login-password" message={errors.password?.message} />
      </Form.Group>
      <p className="mb-3">
        <Link to={paths.forgotPassword.path} onClick={onLeave}>
          Forgot Password
        </Link>
      </p>
      <Button type="submit" variant="primary" className="w-100" disabled={signIn.isPending}>
        {signIn.isPending ? 'Sign In....' : 'Sign In'}
      </Button>
    </Form>
  );
}
