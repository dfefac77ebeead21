// The coordinator profile page (docs/features.md, Profiles) and the sidebar header refresh after a save.
import { type CoordinatorProfile, profileEndpoints } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { useSidebarUser } from '../sidebar.ts';
import { CoordinatorProfileScreen } from './coordinator-profile-screen.tsx';

const PROFILE: CoordinatorProfile = {
  first_name: 'Md. Rafiqul',
  last_name: 'Islam',
  email: 'coordinator2@demo.test',
  mobile_no: '01819234502',
  occupation: 'Associate Professor',
  gender: 1,
  url: '/media/avatars/old.jpg',
};

function Header() {
  const { name, avatarUrl } = useSidebarUser('coordinator');
  return (
    <header>
      <img src={avatarUrl} alt="" data-testid="header-avatar" />
      <p data-testid="header-name">{name}</p>
    </header>
  );
}

describe('CoordinatorProfileScreen', () => {
  it('is read-only until Edit and shows the messages of spec section 5', async () => {
    fakeApi().on(profileEndpoints.coordinatorProfile, { status: 200, body: PROFILE });
    const { user } = renderWithProviders(<CoordinatorProfileScreen />);
    const occupation = await screen.findByLabelText('Designation');
    expect(occupation).toHaveValue('Associate Professor');
    expect(occupation).toBeDisabled();
    expect(screen.getByLabelText('Male')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Mobile Number', 'Designation']) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('First Name is Required')).toHaveLength(2);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is Required')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Designation')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '017123456789');
    await user.type(screen.getByLabelText('Email'), 'x@');
    await user.type(screen.getByLabelText('Designation'), 'd'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone Number Must be valid')).toBeInTheDocument();
    expect(screen.getByText('email must be valid')).toBeInTheDocument();
    expect(screen.getByText('max length is 255')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Designation')).toHaveValue('Associate Professor');
  });

  it("saves with 'Profile Updated Successfully!' and the sidebar header shows the new name and avatar", async () => {
    const upload = installFakeUpload({ status: 200, body: { success: 'Profile Updated Successfully!' } });
    fakeApi()
      .on(profileEndpoints.coordinatorProfile, { status: 200, body: PROFILE })
      .on(profileEndpoints.coordinatorProfile, {
        status: 200,
        body: { ...PROFILE, first_name: 'Rafiq', url: '/media/avatars/new.png' },
      })
      .on(profileEndpoints.coordinatorSidebar, {
        status: 200,
        body: { url: '/media/avatars/old.jpg', faculty_name: 'Md. Rafiqul Islam' },
      })
      .on(profileEndpoints.coordinatorSidebar, {
        status: 200,
        body: { url: '/media/avatars/new.png', faculty_name: 'Rafiq Islam' },
      });
    const { user } = renderWithProviders(
      <>
        <Header />
        <CoordinatorProfileScreen />
      </>,
    );
    expect(await screen.findByText('Md. Rafiqul Islam')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const firstName = screen.getByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Rafiq');
    await user.upload(
      screen.getByLabelText('Profile Picture'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Rafiq Islam'));
    expect(screen.getByTestId('header-avatar')).toHaveAttribute('src', '/media/avatars/new.png');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Rafiq');
    const sent = upload.last();
    expect(sent.url).toBe('/api/coordinator/user/update');
    expect(sent.method).toBe('PATCH');
    expect((sent.form.get('avatar') as File).name).toBe('me.svg');
    expect(JSON.parse(String(sent.form.get('json')))).toEqual({
      first_name: 'Rafiq',
      last_name: 'Islam',
      email: 'coordinator2@demo.test',
      mobile_no: '01819234502',
      occupation: 'Associate Professor',
      gender: 1,
    });
  });
});
