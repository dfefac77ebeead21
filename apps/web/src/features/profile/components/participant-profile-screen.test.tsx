// The participant profile page (docs/features.md, Profiles).
import {
  EMAIL_CHANGE_SENT,
  type ParticipantProfile,
  profileEndpoints,
  selectionOptionsEndpoint,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ParticipantProfileScreen } from './participant-profile-screen.tsx';

const PROFILE: ParticipantProfile = {
  first_name: 'Nusrat',
  last_name: 'Jahan',
  email: 'participant4@demo.test',
  mobile_no: '01670234567',
  organization_id: 9,
  other_org_name: null,
  designation: 'Senior Principal Officer',
  present_address: 'House 52, Lake Road, Dhaka',
  permanent_address: 'Shibganj, Bogura',
  experience_in_bank: 12,
  last_academic_degree: 'MBA',
  gender: 0,
  dob: '1985-06-09',
  alternate_contact_number: null,
  alternate_contact_relation: null,
  url: null,
};

const ORGANIZATIONS = {
  organizations: [
    { value: 9, label: 'Islami Bank Bangladesh PLC' },
    { value: 2, label: 'Sonali Bank PLC' },
    { value: 0, label: 'Others' },
  ],
};

function renderProfile(profile: ParticipantProfile = PROFILE) {
  const api = fakeApi()
    .on(profileEndpoints.participantProfile, { status: 200, body: profile })
    .on(selectionOptionsEndpoint, { status: 200, body: ORGANIZATIONS })
    .on(profileEndpoints.participantSidebar, { status: 200, body: { url: null, first_name: 'N', last_name: 'J' } });
  const rendered = renderWithProviders(<ParticipantProfileScreen />);
  return { api, ...rendered };
}

async function startEditing(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await waitFor(() => expect(screen.getByLabelText('First Name')).toBeEnabled());
}

describe('ParticipantProfileScreen', () => {
  it("shows 'Loading Data....' while the profile loads", async () => {
    fakeApi().on(profileEndpoints.participantProfile, 'never').on(selectionOptionsEndpoint, 'never');
    renderWithProviders(<ParticipantProfileScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Data....');
  });

  it('is read-only until Edit, then offers Cancel and Save', async () => {
    const { user } = renderProfile();
    const firstName = await screen.findByLabelText('First Name');
    expect(firstName).toHaveValue('Nusrat');
    expect(firstName).toBeDisabled();
    expect(screen.getByLabelText('Organization')).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Organization')).toHaveValue('9'));
    expect(screen.getByLabelText('Female')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Profile Picture')).not.toBeInTheDocument();
    await startEditing(user);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByLabelText('Profile Picture')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.svg');
  });

  it('Cancel discards the changes and leaves edit mode', async () => {
    const { user } = renderProfile();
    await startEditing(user);
    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Nusrat');
    expect(screen.getByLabelText('First Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("reveals the required organisation name for 'Others' and hides it again", async () => {
    const { user } = renderProfile();
    await startEditing(user);
    expect(screen.queryByLabelText('Organization Name')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Organization'), 'Others');
    const name = screen.getByLabelText('Organization Name');
    expect(name).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization name is Required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Organization'), 'Sonali Bank PLC');
    expect(screen.queryByLabelText('Organization Name')).not.toBeInTheDocument();
  });

  it('reveals the required relation once an emergency contact is typed, and hides it when cleared', async () => {
    const { user } = renderProfile();
    await startEditing(user);
    expect(screen.queryByLabelText('Relation with Emergency Contact')).not.toBeInTheDocument();
    const emergency = screen.getByLabelText(/Emergency Contact/);
    await user.type(emergency, '0181');
    expect(screen.getByLabelText('Relation with Emergency Contact')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone Number must be valid')).toBeInTheDocument();
    expect(screen.getByText('This field is required!')).toBeInTheDocument();
    const relation = screen.getByLabelText('Relation with Emergency Contact');
    await user.type(relation, 'r'.repeat(101));
    await user.type(emergency, '2345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('max length is 100')).toBeInTheDocument();
    await user.clear(emergency);
    expect(screen.queryByLabelText('Relation with Emergency Contact')).not.toBeInTheDocument();
  });

  it('shows the messages of spec section 5 for empty and invalid fields', async () => {
    const { user, api } = renderProfile();
    await startEditing(user);
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Mobile Number',
      'Designation',
      'Experience in Bank (years)',
      'Last Academic Degree',
      'Present Address',
      'Permanent Address',
    ]) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.selectOptions(screen.getByLabelText('Organization'), 'Select Organization');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('First Name is Required')).toHaveLength(2);
    for (const message of [
      'Email is required',
      'Phone number is Required',
      'This field is required!',
      'Please Enter Designation',
      'Please Fill this field',
      'This is a required a field',
      'Please Enter Address',
      'Please Enter Permanent Address',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Mobile Number'), '0171234567');
    await user.type(screen.getByLabelText('First Name'), 'a'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('email must be valid')).toBeInTheDocument();
    expect(screen.getByText('Phone Number Must be valid')).toBeInTheDocument();
    expect(screen.getByText('max length is 255')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("shows 'Date of Birth is required!' for an empty date of birth", async () => {
    const { user } = renderProfile({ ...PROFILE, dob: null });
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Date of Birth is required!')).toBeInTheDocument();
  });

  it('refuses an avatar of another type or over 2 MiB before sending', async () => {
    const { user } = renderProfile();
    await startEditing(user);
    const input = screen.getByLabelText('Profile Picture');
    // A browser's file dialog can still be told to show all files: the choice is checked again.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Only .jpg, .jpeg, .png, .svg files are accepted')).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The file is too large (at most 2 MiB)')).toBeInTheDocument();
    const upload = installFakeUpload({ status: 200, body: { success: 'Profile Edited Successfully!' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(() => upload.last()).toThrow();
  });

  it("saves as multipart: 'Saving Changes....', then 'Profile Edited Successfully!' and view mode", async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Profile Edited Successfully!' } });
    const { user } = renderProfile();
    await startEditing(user);
    await user.selectOptions(screen.getByLabelText('Organization'), 'Others');
    await user.type(screen.getByLabelText('Organization Name'), 'Acme Finance');
    await user.type(screen.getByLabelText(/Emergency Contact/), '01812345678');
    await user.type(screen.getByLabelText('Relation with Emergency Contact'), 'Brother');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Picture'), png);
    upload.hold();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving Changes....' })).toBeDisabled();
    upload.release();
    expect(await screen.findByText('Profile Edited Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    const sent = upload.last();
    expect(sent.method).toBe('PATCH');
    expect(sent.url).toBe('/api/participant/user/update');
    expect(sent.form.get('avatar')).toBeInstanceOf(File);
    expect(JSON.parse(String(sent.form.get('json')))).toEqual({
      first_name: 'Nusrat',
      last_name: 'Jahan',
      email: 'participant4@demo.test',
      mobile_no: '01670234567',
      organization_id: 0,
      organization_name: 'Acme Finance',
      designation: 'Senior Principal Officer',
      present_address: 'House 52, Lake Road, Dhaka',
      permanent_address: 'Shibganj, Bogura',
      experience_in_bank: 12,
      last_academic_degree: 'MBA',
      gender: 0,
      dob: '1985-06-09',
      alternative_contact: { mobile_no: '01812345678', relation: 'Brother' },
    });
  });

  it('after a save that changed the e-mail, says that a confirmation link was sent to the new address', async () => {
    const upload = installFakeUpload({
      status: 200,
      body: { success: 'Profile Edited Successfully!', email_change: EMAIL_CHANGE_SENT },
    });
    const { user } = renderProfile();
    await startEditing(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new-address@demo.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Edited Successfully!')).toBeInTheDocument();
    expect(await screen.findByText(EMAIL_CHANGE_SENT)).toBeInTheDocument();
    // Until the link is followed the page shows the address the account still has.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('participant4@demo.test'));
    expect(JSON.parse(String(upload.last().form.get('json'))).email).toBe('new-address@demo.test');
  });

  it.each([
    [409, { error: 'This email is already used by another account' }, 'This email is already used by another account'],
    [400, { error: 'json.email: email must be valid' }, 'json.email: email must be valid'],
    [500, { error: 'Internal Server Error' }, 'Internal Server Error!'],
    [0, undefined, 'Something Went Wrong!'],
  ])('on a %s shows the profile page text and stays in edit mode', async (status, body, text) => {
    installFakeUpload({ status, body });
    const { user } = renderProfile();
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('keeps the view of the organisation name of "others"', async () => {
    renderProfile({ ...PROFILE, organization_id: 0, other_org_name: 'IDLC Finance PLC' });
    const name = await screen.findByLabelText('Organization Name');
    expect(name).toHaveValue('IDLC Finance PLC');
    const form = screen.getByRole('form');
    expect(within(form).getByLabelText('Organization Name')).toBeDisabled();
    vi.restoreAllMocks();
  });
});
