// The six summary cards of a dashboard (docs/features.md, Dashboards): each a link to the list it counts, named
// '<title>: <count>' for assistive technology, with an optional note under the count (then '<title>: <count>, <note>':
// the name holds every word the card shows, so that a speech user can say what they see, WCAG 2.5.3).
import { formatNumber } from '@portal/contract';
import { Link } from 'react-router';
import { useLanguage } from '#web/i18n/use-t.ts';

export interface SummaryCard {
  /** The contract's field, a key for React. */
  field: string;
  title: string;
  count: number;
  to: string;
  /** A line under the count ('1 running'). */
  note?: string | undefined;
}

export function SummaryCards({ cards }: { cards: readonly SummaryCard[] }) {
  return (
    <ul className="row g-3 list-unstyled mb-0">
      {cards.map((card) => (
        <li key={card.field} className="col-12 col-sm-6 col-xl-4">
          <SummaryCardLink card={card} />
        </li>
      ))}
    </ul>
  );
}

function SummaryCardLink({ card }: { card: SummaryCard }) {
  const language = useLanguage();
  // Bengali digits in a Bangla page; the English count is written as it always was (no grouping).
  const count = language === 'bn' ? formatNumber(language, card.count) : String(card.count);
  return (
    <Link
      to={card.to}
      className="card dashboard-card h-100 text-decoration-none"
      aria-label={`${card.title}: ${count}${card.note ? `, ${card.note}` : ''}`}
    >
      {/* The spaces between the lines keep their words apart in the card's text ('Active Course(s) 2'). */}
      <span className="card-body d-flex flex-column gap-1">
        <span className="dashboard-card-title">{card.title}</span> <span className="dashboard-card-count">{count}</span>
        {card.note && (
          <>
            {' '}
            <span className="small text-body-secondary">{card.note}</span>
          </>
        )}
      </span>
    </Link>
  );
}
