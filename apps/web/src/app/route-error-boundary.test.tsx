// The router's error page: a route that throws shows "Something Went Wrong!", and the next navigation clears it.
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './router.tsx';

function Broken(): never {
  throw new Error('chunk failed');
}

function Shell() {
  const location = useLocation();
  return (
    <>
      <Link to="/fine">Go on</Link>
      <RouteErrorBoundary locationKey={location.key}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>All good</p>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error page for a route that throws, until the next navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go on' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something Went Wrong!' })).toBeNull();
  });
});
