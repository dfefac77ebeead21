// 'Facts and Figures' (docs/features.md, Public site): the counters start when half visible, count up over 1200 ms in
// 60 steps to 50+, 12, 2500+ and 40+, and do it only once.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countAt, FactsAndFigures } from './facts-and-figures.tsx';

/** A stand-in IntersectionObserver whose callback the test fires. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed element at `ratio` of its area visible. */
  fire(ratio: number) {
    const entries = this.targets.map(
      (target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const numbers = () => screen.getAllByTestId('fact-number').map((element) => element.textContent);

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FactsAndFigures', () => {
  it('shows the heading and the four labels, at 0 until the block is half visible', () => {
    render(<FactsAndFigures />);
    expect(screen.getByRole('heading', { name: 'Facts and Figures' })).toBeInTheDocument();
    for (const label of [
      'Students from banks and other financial institutes',
      'Ongoing courses',
      'Certification graduates',
      'World-class faculty',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(numbers()).toEqual(['0+', '0', '0+', '0+']);
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.threshold).toBe(0.5);
    act(() => observer?.fire(0.3));
    act(() => vi.advanceTimersByTime(2000));
    expect(numbers()).toEqual(['0+', '0', '0+', '0+']);
  });

  it('counts up over 1200 ms in 60 steps once half visible, ending on the targets', () => {
    render(<FactsAndFigures />);
    const [observer] = FakeObserver.instances;
    act(() => observer?.fire(0.5));
    expect(observer?.disconnected).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(numbers()).toEqual([
      `${countAt(50, 1)}+`,
      `${countAt(12, 1)}`,
      `${countAt(2500, 1)}+`,
      `${countAt(40, 1)}+`,
    ]);
    act(() => vi.advanceTimersByTime(580));
    expect(numbers()).toEqual(['25+', '6', '1250+', '20+']);
    act(() => vi.advanceTimersByTime(600));
    expect(numbers()).toEqual(['50+', '12', '2500+', '40+']);
    act(() => vi.advanceTimersByTime(5000));
    expect(numbers()).toEqual(['50+', '12', '2500+', '40+']);
  });

  it('counts only once: scrolling away and back does not start again', () => {
    render(<FactsAndFigures />);
    act(() => FakeObserver.instances[0]?.fire(1));
    act(() => vi.advanceTimersByTime(1200));
    expect(numbers()).toEqual(['50+', '12', '2500+', '40+']);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('shows the targets at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<FactsAndFigures />);
    expect(numbers()).toEqual(['50+', '12', '2500+', '40+']);
  });

  it('countAt climbs in equal steps and ends exactly on the target', () => {
    expect(countAt(2500, 0)).toBe(0);
    expect(countAt(2500, 30)).toBe(1250);
    expect(countAt(2500, 60)).toBe(2500);
    expect(countAt(2500, 61)).toBe(2500);
    expect(countAt(12, 59)).toBe(12);
  });
});
