// Bootstrap's carousel driven by a few lines of React: the markup, classes and behaviour of react-bootstrap's
// Carousel (slide transition from Bootstrap's CSS, previous/next controls, indicators, arrow keys, swipe, pause
// while the pointer or a finger is on it, no advance while the tab is hidden), without the libraries it brings
// (react-transition-group, @restart/ui, dom-helpers, uncontrollable: 8.8 kB gzip on the home page's first load,
// docs/decisions/006-home-page-performance.md). The controls are buttons, as in Bootstrap's own markup, but
// they sit in a bar under the slides (`carousel-bar`, styles/app.css), not over them: a banner's own text (its
// headline near the left edge, its caption along the bottom) stays uncovered at every width.
import { Children, type HTMLAttributes, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Direction = 'next' | 'prev';

interface Sliding {
  from: number;
  to: number;
  direction: Direction;
  /** The second step: the classes that move both slides (the first places the incoming one beside the current). */
  moving: boolean;
}

/** A swipe shorter than this (px) is not one, as in react-bootstrap. */
const SWIPE_PX = 40;

interface CarouselProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Milliseconds between two slides. */
  interval: number;
  controls?: boolean;
  indicators?: boolean;
  /** One child a slide, each with its key. */
  children: ReactNode;
}

export function Carousel({
  interval,
  controls = true,
  indicators = true,
  className,
  children,
  ...rest
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [sliding, setSliding] = useState<Sliding | null>(null);
  const [paused, setPaused] = useState(false);
  const inner = useRef<HTMLDivElement>(null);
  const touch = useRef({ startX: 0, deltaX: 0, resume: 0 });
  const active = Math.min(current, Math.max(count - 1, 0));

  const slideTo = (to: number, direction: Direction) => {
    if (sliding || to === active || to < 0 || to >= count) return;
    setSliding({ from: active, to, direction, moving: false });
  };
  const step = (direction: Direction) => slideTo((active + (direction === 'next' ? 1 : count - 1)) % count, direction);

  // The incoming slide is in place beside the current one: force a layout so that the next classes animate.
  useLayoutEffect(() => {
    if (!sliding || sliding.moving) return;
    void inner.current?.offsetHeight;
    setSliding({ ...sliding, moving: true });
  }, [sliding]);

  // The move lasts Bootstrap's transition (none with reduced motion), then the incoming slide is the active one.
  useEffect(() => {
    if (!sliding?.moving) return;
    const incoming = inner.current?.children[sliding.to];
    const seconds = incoming ? Number.parseFloat(getComputedStyle(incoming).transitionDuration) : 0;
    const timer = window.setTimeout(
      () => {
        setCurrent(sliding.to);
        setSliding(null);
      },
      (Number.isFinite(seconds) ? seconds : 0) * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [sliding]);

  const canPlay = !paused && !sliding && count > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the wait after every slide, as react-bootstrap does
  useEffect(() => {
    if (!canPlay) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) step('next');
    }, interval);
    return () => window.clearInterval(timer);
  }, [canPlay, interval, active]);

  useEffect(() => () => window.clearTimeout(touch.current.resume), []);

  const shown = sliding ? sliding.to : active;
  const itemClass = (index: number) => {
    if (!sliding) return index === active ? 'carousel-item active' : 'carousel-item';
    const directional = sliding.direction === 'next' ? 'carousel-item-start' : 'carousel-item-end';
    const moving = sliding.moving ? ` ${directional}` : '';
    if (index === sliding.from) return `carousel-item active${moving}`;
    if (index === sliding.to) return `carousel-item carousel-item-${sliding.direction}${moving}`;
    return 'carousel-item';
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: react-bootstrap's markup: arrow keys and hover on the carousel itself, the controls are buttons
    // biome-ignore lint/a11y/useKeyWithMouseEvents: hovering pauses, as in react-bootstrap; keyboard users have the controls and the arrow keys
    <div
      {...rest}
      className={`${className ? `${className} ` : ''}carousel slide`}
      onKeyDown={(event) => {
        if (/input|textarea/i.test((event.target as HTMLElement).tagName)) return;
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        step(event.key === 'ArrowLeft' ? 'prev' : 'next');
      }}
      onMouseOver={() => setPaused(true)}
      onMouseOut={() => setPaused(false)}
      onTouchStart={(event) => {
        touch.current.startX = event.touches[0]?.clientX ?? 0;
        touch.current.deltaX = 0;
        setPaused(true);
      }}
      onTouchMove={(event) => {
        const first = event.touches[0];
        touch.current.deltaX = event.touches.length > 1 || !first ? 0 : first.clientX - touch.current.startX;
      }}
      onTouchEnd={() => {
        if (Math.abs(touch.current.deltaX) > SWIPE_PX) step(touch.current.deltaX > 0 ? 'prev' : 'next');
        window.clearTimeout(touch.current.resume);
        touch.current.resume = window.setTimeout(() => setPaused(false), interval);
      }}
    >
      <div className="carousel-inner" ref={inner}>
        {slides.map((slide, index) => (
          <div key={(slide as { key?: string | null }).key ?? index} className={itemClass(index)}>
            {slide}
          </div>
        ))}
      </div>
      {(controls || indicators) && (
        <div className="carousel-bar">
          {controls && (
            <button type="button" className="carousel-control-prev" onClick={() => step('prev')}>
              <span aria-hidden="true" className="carousel-control-prev-icon" />
              <span className="visually-hidden">Previous</span>
            </button>
          )}
          {indicators && (
            <div className="carousel-indicators">
              {slides.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one indicator a position
                  key={index}
                  type="button"
                  data-bs-target=""
                  aria-label={`Slide ${index + 1}`}
                  className={index === shown ? 'active' : undefined}
                  aria-current={index === shown}
                  onClick={() => slideTo(index, index > active ? 'next' : 'prev')}
                />
              ))}
            </div>
          )}
          {controls && (
            <button type="button" className="carousel-control-next" onClick={() => step('next')}>
              <span aria-hidden="true" className="carousel-control-next-icon" />
              <span className="visually-hidden">Next</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
