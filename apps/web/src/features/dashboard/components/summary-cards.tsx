// The six summary cards of a dashboard (spec part 2, section 2): each a link to the list it counts, named
// '<title>: <count>' for assistive technology, with an optional note under the count.
import { useId } from 'react';
import { Link } from 'react-router';

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
  const noteId = useId();
  return (
    <Link
      to={card.to}
      className="card dashboard-card h-100 text-decoration-none"
      aria-label={`${card.title}: ${card.count}`}
      aria-describedby={card.note ? noteId : undefined}
    >
      <span className="card-body d-flex flex-column gap-1">
        <span className="dashboard-card-title">{card.title}</span>
        <span className="dashboard-card-count">{card.count}</span>
        {card.note && (
          <span id={noteId} className="small text-body-secondary">
            {card.note}
          </span>
        )}
      </span>
    </Link>
  );
}
