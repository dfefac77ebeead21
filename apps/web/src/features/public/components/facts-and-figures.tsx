// 'Facts and Figures' (docs/features.md, Public site): four counters that count up once, when at least half of the
// block is visible, over 1200 ms in 60 steps.
import { formatNumber, PUBLIC_SITE } from '@portal/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { publicNs } from '#web/i18n/namespaces/public.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

export const FACTS = [
  { target: 50, suffix: '+', label: 'facts.students' },
  { target: 12, suffix: '', label: 'facts.ongoing' },
  { target: 2500, suffix: '+', label: 'facts.graduates' },
  { target: 40, suffix: '+', label: 'facts.faculty' },
] as const;

/** The value shown at `step` of `steps`: a straight climb that ends exactly on the target. */
export function countAt(target: number, step: number, steps: number = PUBLIC_SITE.counterSteps): number {
  return Math.round((target * Math.min(step, steps)) / steps);
}

/**
 * The step (0 … steps) of a count-up that starts the first time `ref`'s element is at least `threshold`
 * visible, and advances every duration/steps ms. Without IntersectionObserver the count ends at once.
 */
export function useCountUp(
  ref: RefObject<HTMLElement | null>,
  {
    durationMs = PUBLIC_SITE.counterDurationMs,
    steps = PUBLIC_SITE.counterSteps,
    threshold = PUBLIC_SITE.counterThreshold,
  } = {},
): number {
  const [step, setStep] = useState(0);
  const [isStarted, setStarted] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isStarted) return;
    if (typeof IntersectionObserver === 'undefined') {
      setStarted(true);
      setStep(steps);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          observer.disconnect();
          setStarted(true);
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isStarted, steps, threshold]);

  useEffect(() => {
    if (!isStarted) return;
    let current = 0;
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) window.clearInterval(timer);
    }, durationMs / steps);
    return () => window.clearInterval(timer);
  }, [isStarted, durationMs, steps]);

  return step;
}

export function FactsAndFigures() {
  const ref = useRef<HTMLElement>(null);
  const step = useCountUp(ref);
  const t = useT(publicNs);
  const language = useLanguage();
  return (
    <section ref={ref} className="facts py-5 my-4" aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="text-center mb-4">
        {t('facts.heading')}
      </h2>
      <ul className="row g-4 list-unstyled mb-0 text-center">
        {FACTS.map((fact) => (
          <li key={fact.label} className="col-6 col-lg-3">
            {/* A div, not a p: a large bold paragraph before the label reads as a heading to axe (p-as-heading). */}
            <div className="display-5 fw-bold mb-1 facts-number" data-testid="fact-number">
              {formatNumber(language, countAt(fact.target, step), { useGrouping: false })}
              {fact.suffix}
            </div>
            <p className="mb-0">{t(fact.label)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
