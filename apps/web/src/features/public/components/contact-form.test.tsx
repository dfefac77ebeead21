// The contact form (docs/features.md, Public site): the exact validation messages, 'Sending message...' while pending,
// and on success the 'Message sent successfully!' toast and an empty form.
import { contactEndpoint } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ContactForm } from './contact-form.tsx';

function renderForm() {
  const view = renderWithProviders(<ContactForm />);
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  return {
    ...view,
    firstName: field('First Name'),
    lastName: field('Last Name'),
    email: field('Email'),
    phone: field('Phone'),
    message: field('Message'),
    submit: screen.getByRole('button', { name: 'Send Message' }),
  };
}

describe('ContactForm', () => {
  it('shows the required messages of every field but the phone on an empty submit, and sends nothing', async () => {
    const api = fakeApi();
    const { user, submit, phone } = renderForm();
    await user.click(submit);
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('shows "Please enter a valid email" and "Message must be at least 10 characters"', async () => {
    const api = fakeApi();
    const { user, firstName, lastName, email, message, submit } = renderForm();
    await user.type(firstName, 'Kamrun');
    await user.type(lastName, 'Nahar');
    await user.type(email, 'not-an-email');
    await user.type(message, 'Too short');
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reads "Sending message..." and is disabled while pending', async () => {
    fakeApi().on(contactEndpoint, 'never');
    const { user, firstName, lastName, email, message, submit } = renderForm();
    await user.type(firstName, 'Kamrun');
    await user.type(lastName, 'Nahar');
    await user.type(email, 'kamrun@bank.test');
    await user.type(message, 'When does the next intake start?');
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Sending message...' })).toBeDisabled();
  });

  it('sends the trimmed fields, toasts "Message sent successfully!" and empties the form', async () => {
    const api = fakeApi().on(contactEndpoint, { status: 200, body: { success: 'Message sent successfully!' } });
    const { user, firstName, lastName, email, phone, message, submit } = renderForm();
    await user.type(firstName, ' Kamrun ');
    await user.type(lastName, 'Nahar');
    await user.type(email, 'kamrun@bank.test');
    await user.type(phone, '01711111111');
    await user.type(message, 'When does the next intake start?');
    await user.click(submit);
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      first_name: 'Kamrun',
      last_name: 'Nahar',
      email: 'kamrun@bank.test',
      phone: '01711111111',
      message: 'When does the next intake start?',
    });
    await waitFor(() => expect(firstName).toHaveValue(''));
    for (const input of [lastName, email, phone, message]) expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("keeps what was typed and toasts the server's text when the message is refused", async () => {
    fakeApi().on(contactEndpoint, { status: 429, body: { error: 'Rate limit exceeded, retry in 10 minutes' } });
    const { user, firstName, lastName, email, message, submit } = renderForm();
    await user.type(firstName, 'Kamrun');
    await user.type(lastName, 'Nahar');
    await user.type(email, 'kamrun@bank.test');
    await user.type(message, 'When does the next intake start?');
    await user.click(submit);
    expect(await screen.findByText('Rate limit exceeded, retry in 10 minutes')).toBeInTheDocument();
    expect(firstName).toHaveValue('Kamrun');
  });
});
