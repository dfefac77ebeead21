// What both dashboards share: the list states while the summary is not there ('Loading....', the failure
// texts with Retry), then the six cards and, beside them, a chart drawn from the same answer. The chart is a
// chunk of its own, loaded after the cards are on screen.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId } from 'react';
import { ListStateView } from '#web/components/list/list-frame.tsx';
import { listState } from '#web/components/list/list-state.ts';
import { dashboardNs } from '#web/i18n/namespaces/dashboard.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type SummaryCard, SummaryCards } from './summary-cards.tsx';

interface DashboardLayoutProps<T> {
  query: UseQueryResult<T>;
  /** Names the cards' list ('Summary'). */
  label: string;
  cards: (data: T) => readonly SummaryCard[];
  chartTitle: string;
  chart: (data: T) => ReactNode;
  /** Under the cards (beside the chart on a wide screen): the result summary. */
  below?: (data: T) => ReactNode;
  /** Above the cards, from the same answer (so it moves nothing when it comes): the participant's "Due soon". */
  above?: (data: T) => ReactNode;
  /** Last, across the page, once the answer is there: the participant's calendar feed box. */
  after?: ReactNode;
}

export function DashboardLayout<T>({
  query,
  label,
  cards,
  chartTitle,
  chart,
  below,
  above,
  after,
}: DashboardLayoutProps<T>) {
  const chartId = useId();
  const state = listState(query, () => false, '');
  if (state.kind !== 'ready') {
    return (
      <section aria-label={label}>
        <ListStateView state={state} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  return (
    <div className="row g-4" aria-busy={query.isFetching || undefined}>
      {above && <div className="col-12">{above(state.data)}</div>}
      {/* The result summary sits under the cards, above the chart on a phone: the chart's chunk, when it comes,
          moves nothing. */}
      <div className="col-12 col-lg-8 d-flex flex-column gap-4">
        <section aria-label={label}>
          <SummaryCards cards={cards(state.data)} />
        </section>
        {below?.(state.data)}
      </div>
      <section className="col-12 col-lg-4" aria-labelledby={chartId}>
        <div className="card h-100">
          <div className="card-body">
            <h2 id={chartId} className="h6">
              {chartTitle}
            </h2>
            <Suspense fallback={<ChartPlaceholder />}>{chart(state.data)}</Suspense>
          </div>
        </div>
      </section>
      {after && <div className="col-12">{after}</div>}
    </div>
  );
}

function ChartPlaceholder() {
  const t = useT(dashboardNs);
  return (
    <div className="dashboard-chart-placeholder d-flex align-items-center justify-content-center" role="status">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('chart.loading')}</span>
    </div>
  );
}
