// The result summary beside the six cards (docs/decisions/021-results.md): a participant's passed and pending courses,
// linking to Results; a coordinator's courses with unreleased marks, linking to the Report List. The six cards
// stay as the spec has them.
import { formatNumber } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '#web/i18n/use-t.ts';

export interface ResultSummaryItem {
  label: string;
  count: number;
}

export function ResultSummary({
  title,
  items,
  link,
}: {
  title: string;
  items: readonly ResultSummaryItem[];
  link: { text: string; to: string };
}) {
  const titleId = useId();
  const language = useLanguage();
  return (
    <section aria-labelledby={titleId}>
      <div className="card">
        <div className="card-body d-flex flex-wrap align-items-center gap-3">
          <h2 id={titleId} className="h6 mb-0 me-2">
            {title}
          </h2>
          <dl className="d-flex flex-wrap gap-3 mb-0">
            {items.map((item) => (
              <div key={item.label} className="d-flex gap-2 align-items-baseline">
                <dt className="fw-normal">{item.label}</dt>
                <dd className="mb-0 fw-bold">{language === 'bn' ? formatNumber(language, item.count) : item.count}</dd>
              </div>
            ))}
          </dl>
          <Link to={link.to} className="ms-auto">
            {link.text}
          </Link>
        </div>
      </div>
    </section>
  );
}
