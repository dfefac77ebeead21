// The public screens' states (docs/features.md, Public site): the carousel and 'What We Offer' of the home page, the
// /courses grid and the programme page, each loading, failing, empty and filled.
import {
  galleryHomeImagesEndpoint,
  programEndpoint,
  programsEndpoint,
  publicCoordinatorEndpoint,
} from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { CoordinatorProfileScreen } from './coordinator-profile-screen.tsx';
import { CourseDetailScreen, groupByBatch } from './course-detail-screen.tsx';
import { CoursesScreen } from './courses-screen.tsx';
import { WhatWeOffer } from './what-we-offer.tsx';

const IMAGES = [
  { id: 1, image_url: '/media/gallery/a.jpg', link_url: '/courses', title: 'Admissions open' },
  { id: 2, image_url: '/media/gallery/b.jpg', link_url: null, title: 'Convocation 2025' },
];
const PROGRAMS = [
  {
    id: 1,
    program_short_name: 'CEAML',
    program_name: 'Certified Expert in Anti-Money Laundering',
    image_url: '/media/p/1.jpg',
  },
  { id: 2, program_short_name: 'CCP', program_name: 'Certified Credit Professional', image_url: null },
  { id: 3, program_short_name: 'CTF', program_name: 'Certified Expert in Trade Finance', image_url: '/media/p/3.jpg' },
];
const ok = (body: unknown) => ({ status: 200, body });

describe('BannerCarousel', () => {
  it('reads "Loading gallery images..." while loading', async () => {
    fakeApi().on(galleryHomeImagesEndpoint, 'never');
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('Loading gallery images...')).toBeInTheDocument();
  });

  it('shows each image with its title as alternative text, linked when link_url is set', async () => {
    fakeApi().on(galleryHomeImagesEndpoint, ok({ data: { images: IMAGES } }));
    renderWithProviders(<BannerCarousel />);
    const first = await screen.findByRole('img', { name: 'Admissions open' });
    expect(first).toHaveAttribute('src', '/media/gallery/a.jpg');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first.closest('a')).toHaveAttribute('href', '/courses');
    const second = await screen.findByRole('img', { name: 'Convocation 2025' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second.closest('a')).toBeNull();
  });

  it('hides an image that fails to load', async () => {
    fakeApi().on(galleryHomeImagesEndpoint, ok({ data: { images: IMAGES } }));
    renderWithProviders(<BannerCarousel />);
    await screen.findByRole('img', { name: 'Convocation 2025' });
    fireEvent.error(screen.getByRole('img', { name: 'Convocation 2025' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Convocation 2025' })).toBeNull());
    expect(screen.getByRole('img', { name: 'Admissions open' })).toBeInTheDocument();
  });

  it('shows skeleton slides when there are no images', async () => {
    fakeApi().on(galleryHomeImagesEndpoint, ok({ data: { images: [] } }));
    renderWithProviders(<BannerCarousel />);
    expect(await screen.findByTestId('banner-skeleton')).toBeInTheDocument();
  });

  it('shows "Failed to load gallery images" with a Retry that reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fakeApi().on(galleryHomeImagesEndpoint, { status: 404, body: { error: 'Not Found' } });
    const { user } = renderWithProviders(<BannerCarousel />);
    expect(await screen.findByText('Failed to load gallery images')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('WhatWeOffer', () => {
  it('shows three skeleton cards while loading, then up to three cards linking to the lower-cased short name', async () => {
    const api = fakeApi().on(programsEndpoint, ok({ data: { programs: PROGRAMS } }));
    renderWithProviders(<WhatWeOffer />);
    expect(screen.getAllByTestId('program-skeleton')).toHaveLength(3);
    expect(await screen.findByRole('link', { name: 'CEAML' })).toHaveAttribute('href', '/courses/ceaml');
    expect(screen.getByText('Certified Credit Professional')).toBeInTheDocument();
    // No image: a placeholder with the short name.
    expect(document.querySelector('.program-card-placeholder')).toHaveTextContent('CCP');
    expect(screen.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
    expect(api.calls[0]?.url).toBe('/api/certification-programs?limit=3');
  });

  it('shows "No courses available at the moment" for an empty list', async () => {
    fakeApi().on(programsEndpoint, ok({ data: { programs: [] } }));
    renderWithProviders(<WhatWeOffer />);
    expect(await screen.findByText('No courses available at the moment')).toBeInTheDocument();
  });

  it('shows "Failed to load courses" with a Retry that reads again', async () => {
    fakeApi()
      .on(programsEndpoint, { status: 404, body: { error: 'Not Found' } })
      .on(programsEndpoint, ok({ data: { programs: PROGRAMS } }));
    const { user } = renderWithProviders(<WhatWeOffer />);
    expect(await screen.findByText('Failed to load courses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'CTF' })).toBeInTheDocument();
  });
});

describe('CoursesScreen', () => {
  it('reads "Loading certification programs..." while loading', async () => {
    fakeApi().on(programsEndpoint, 'never');
    renderWithProviders(<CoursesScreen />);
    expect(await screen.findByText('Loading certification programs...')).toBeInTheDocument();
  });

  it('shows the failure text with Try Again, which reads again', async () => {
    fakeApi()
      .on(programsEndpoint, { status: 404, body: { error: 'Not Found' } })
      .on(programsEndpoint, ok({ data: { programs: PROGRAMS } }));
    const { user } = renderWithProviders(<CoursesScreen />);
    expect(
      await screen.findByText('Failed to load certification programs. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('link', { name: /^(CEAML|CCP|CTF)$/ })).toHaveLength(3);
  });
});

describe('CourseDetailScreen', () => {
  const detail = {
    id: 1,
    program_name: 'Certified Expert in Anti-Money Laundering',
    program_short_name: 'CEAML',
    image_url: '/media/p/1.jpg',
    module: '<ul><li><h3>Module 1</h3><p>Concepts</p></li></ul><script>window.__xss=1</script>',
    description: '<p>About <strong>CEAML</strong></p><img src=x onerror="window.__xss=1">',
    program_coordinators: [
      {
        coordinator_id: 2,
        coordinator_name: 'Ayesha Siddiqua',
        designation: 'Professor',
        profile_pic: null,
        batch: 'Batch 5',
      },
      {
        coordinator_id: 4,
        coordinator_name: 'Tahmina Akter',
        designation: 'Assistant Professor',
        profile_pic: null,
        batch: 'Batch 5',
      },
      {
        coordinator_id: 2,
        coordinator_name: 'Ayesha Siddiqua',
        designation: 'Professor',
        profile_pic: null,
        batch: 'Batch 4',
      },
    ],
  };

  it('reads "Loading course details..." and then shows the programme with its coordinators by batch', async () => {
    fakeApi().on(programEndpoint, ok({ data: detail }), { program_short_name: 'ceaml' });
    renderWithProviders(<CourseDetailScreen shortName="ceaml" />);
    expect(screen.getByText('Loading course details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: detail.program_name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Module 1' })).toBeInTheDocument();
    expect(screen.getByText('CEAML', { selector: 'strong' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    const batch5 = screen.getByRole('region', { name: 'Batch 5' });
    expect(batch5.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Batch 4' }).querySelector('a')).toHaveAttribute(
      'href',
      '/coordinator/2',
    );
  });

  it('shows "Course Not Found!" with a link to all courses when the programme does not exist', async () => {
    fakeApi().on(
      programEndpoint,
      { status: 404, body: { error: 'Course Not Found!' } },
      { program_short_name: 'nope' },
    );
    renderWithProviders(<CourseDetailScreen shortName="nope" />);
    expect(await screen.findByRole('heading', { name: 'Course Not Found!' })).toBeInTheDocument();
    expect(screen.getByText('The requested certification program could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
  });

  it('shows "Course Not Found!" without a call for a name the server would refuse', async () => {
    const api = fakeApi();
    renderWithProviders(<CourseDetailScreen shortName="no such name" />);
    expect(await screen.findByRole('heading', { name: 'Course Not Found!' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('groups consecutive coordinators of a batch', () => {
    expect(groupByBatch(detail.program_coordinators).map((group) => [group.batch, group.coordinators.length])).toEqual([
      ['Batch 5', 2],
      ['Batch 4', 1],
    ]);
  });
});

describe('CoordinatorProfileScreen', () => {
  it('shows name, designation, e-mail and gender (1 Male, 0 Female)', async () => {
    fakeApi().on(
      publicCoordinatorEndpoint,
      ok({
        data: {
          coordinator_id: 3,
          name: 'Tahmina Akter',
          designation: 'Assistant Professor',
          email: 'coordinator3@demo.test',
          gender: 0,
          profile_pic: '/media/avatars/t.jpg',
        },
      }),
      { coordinator_id: 3 },
    );
    renderWithProviders(<CoordinatorProfileScreen coordinatorId="3" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tahmina Akter' })).toBeInTheDocument();
    expect(screen.getByText('Assistant Professor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'coordinator3@demo.test' })).toHaveAttribute(
      'href',
      'mailto:coordinator3@demo.test',
    );
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tahmina Akter' })).toHaveAttribute('src', '/media/avatars/t.jpg');
  });
});
