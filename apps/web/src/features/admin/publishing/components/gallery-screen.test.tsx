// The gallery: images in order, an image required to add, a link that is neither http(s) nor a path of this site
// refused with the server's message, and the multipart form the server reads (image + json).
import { type AdminGalleryImage, adminPublishing } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { GalleryScreen } from './gallery-screen.tsx';

const banner: AdminGalleryImage = {
  id: 1,
  image_url: '/media/gallery/programmes-2026.jpg',
  title: 'Admissions open',
  link_url: '/courses',
  sort_order: 1,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('GalleryScreen', () => {
  it('adds an image with a checked link and sends the image with its json part', async () => {
    fakeApi().on(adminPublishing.gallery, { status: 200, body: { total_data: 1, data: [banner] } });
    const upload = installFakeUpload({ status: 200, body: { success: 'Image added', id: 2 } });
    const { user } = renderWithProviders(<GalleryScreen />, { route: '/admin/gallery' });
    expect(await screen.findByText('Admissions open')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Image' });
    await user.type(within(dialog).getByLabelText('Title'), 'Convocation 2026');
    await user.type(within(dialog).getByLabelText(/^Link/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    expect(
      await within(dialog).findByText('Link must be an http(s) address or a path of this site starting with /'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an image')).toBeInTheDocument();
    expect(upload.sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Link/));
    await user.type(within(dialog).getByLabelText(/^Link/), 'https://institute.test/convocation');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(/^Image/), image);
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = upload.last();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/admin/gallery');
    expect(sent.form.get('image')).toBeInstanceOf(File);
    expect(JSON.parse(String(sent.form.get('json')))).toEqual({
      title: 'Convocation 2026',
      link_url: 'https://institute.test/convocation',
      sort_order: 0,
    });
  });
});
