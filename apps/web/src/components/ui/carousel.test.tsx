// The home page's carousel: Bootstrap's markup, the controls and indicators in a bar under the slides, the arrow
// keys, and the slide every `interval` that stops while the pointer is over it.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const activeText = () => document.querySelector('.carousel-item.active')?.textContent;

function renderCarousel() {
  return render(
    <Carousel interval={5000} className="banner-carousel" aria-label="Highlights">
      <p key="a">First</p>
      <p key="b">Second</p>
      <p key="c">Third</p>
    </Carousel>,
  );
}

/** One slide: the incoming slide is placed, then moved (no CSS transition in jsdom: it ends at once). */
async function settle() {
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders Bootstrap's carousel with the first slide active, indicators and Previous/Next", () => {
    renderCarousel();
    const carousel = document.querySelector('.carousel');
    expect(carousel).toHaveClass('banner-carousel', 'carousel', 'slide');
    expect(carousel).toHaveAttribute('aria-label', 'Highlights');
    expect(activeText()).toBe('First');
    expect(screen.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'false');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveClass('carousel-control-prev');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveClass('carousel-control-next');
  });

  it('puts Previous, the indicators and Next in a bar after the slides, not over them', () => {
    renderCarousel();
    const inner = document.querySelector('.carousel > .carousel-inner');
    const bar = document.querySelector('.carousel > .carousel-bar');
    expect(inner?.nextElementSibling).toBe(bar);
    const names = within(bar as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Previous', 'Slide 1', 'Slide 2', 'Slide 3', 'Next']);
    expect(within(inner as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('moves with Next, Previous (wrapping round), an indicator and the arrow keys', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(activeText()).toBe('Second');
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await settle();
    expect(activeText()).toBe('Third');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 1' }));
    await settle();
    expect(activeText()).toBe('First');
    const carousel = document.querySelector('.carousel') as HTMLElement;
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    await settle();
    expect(activeText()).toBe('Second');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    await settle();
    expect(activeText()).toBe('First');
  });

  it('slides by itself every interval, and not while the pointer is over it', async () => {
    renderCarousel();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await settle();
    expect(activeText()).toBe('Second');
    const carousel = document.querySelector('.carousel') as HTMLElement;
    fireEvent.mouseOver(carousel);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    expect(activeText()).toBe('Second');
    fireEvent.mouseOut(carousel);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await settle();
    expect(activeText()).toBe('Third');
  });

  it('shows no controls or indicators when asked', () => {
    render(
      <Carousel interval={5000} controls={false} indicators={false}>
        <p key="a">Only</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(activeText()).toBe('Only');
  });
});
