// A course's result sheet (docs/features.md, Evaluations → Report List): the course's figures (participants, pass
// rate, Pass / Fail / Incomplete), the distribution of totals as a chart beside the same numbers in a table, the
// figures by organisation, the sheet itself (10 a page, the page in the URL) and its exports. A status participants
// do not see yet (the final result is not released) reads "Pass (Pending)". A course without rules points to its
// rules page; a course that is not the caller's (404) is "Course not found".
import {
  courseDisplayName,
  IdString,
  REPORT_TEXT,
  type ResultSheet,
  type ResultSummary,
  resultStatusText,
  type SheetComponent,
  type SheetRow,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { LazyBarChart } from '#web/features/dashboard/index.ts';
import { ApiError, listFailureText } from '#web/lib/api.ts';
import { type ExportFormat, exportResultSheet, resultSheetOptions, resultSummaryOptions } from '../api.ts';
import { cellText, percentText, scheduledText } from '../status-text.ts';

const BAND_COLOR = '#0b3d66';

export function ResultSheetScreen() {
  const { courseId = '' } = useParams();
  const parsed = IdString.safeParse(courseId);
  return parsed.success ? <CourseResults courseId={parsed.data} /> : <CourseNotFound />;
}

function CourseNotFound() {
  return (
    <section className="text-center py-5" aria-labelledby="course-not-found">
      <h2 id="course-not-found" className="h4 mb-3">
        Course not found
      </h2>
      <Link to={paths.coordinator.reportList.path} className="btn btn-primary">
        Back to Report List
      </Link>
    </section>
  );
}

function CourseResults({ courseId }: { courseId: number }) {
  const summary = useQuery(resultSummaryOptions(courseId));
  if (summary.isPending) return <PageSpinner />;
  if (summary.isError) {
    if (summary.error instanceof ApiError && summary.error.isNotFound) return <CourseNotFound />;
    return <PageError message={listFailureText(summary.error)} onRetry={() => void summary.refetch()} />;
  }
  const data = summary.data;
  const name = courseDisplayName(data.course_name, data.course_short_name);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <Link to={paths.coordinator.reportList.path}>Back to Report List</Link>
        {data.has_rules && <ExportButtons courseId={courseId} shortName={data.course_short_name} />}
      </div>
      <h2 className="h4 mb-1">{name}</h2>
      {data.has_rules ? (
        <>
          <p className="text-body-secondary">
            {releaseText(data)} Pass mark: {data.pass_mark}.{' '}
            <Link to={paths.coordinator.evaluationRules.getHref(courseId)}>Rules and releases</Link>
            {' · '}
            <Link to={paths.coordinator.certificates.getHref(courseId)}>Certificates</Link>
          </p>
          <Figures summary={data} />
          <Distribution summary={data} />
          <Organisations summary={data} />
          <h3 className="h5 mt-4">Result sheet</h3>
          <Sheet courseId={courseId} name={name} />
        </>
      ) : (
        <div className="alert alert-info mt-3" role="status">
          <p className="mb-2">
            {REPORT_TEXT.noRules}: the course has no pass mark and components, so no result can be computed.
          </p>
          <Link to={paths.coordinator.evaluationRules.getHref(courseId)} className="btn btn-primary">
            Set the rules
          </Link>
        </div>
      )}
    </>
  );
}

function releaseText(summary: Pick<ResultSummary, 'final_released' | 'final_scheduled_at'>): string {
  if (summary.final_released) return 'Final result released.';
  if (summary.final_scheduled_at) {
    return `Final result scheduled for ${scheduledText(summary.final_scheduled_at)}: statuses are Pending until then.`;
  }
  return 'Final result not released: participants see every status as Pending.';
}

function ExportButtons({ courseId, shortName }: { courseId: number; shortName: string }) {
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) => exportResultSheet({ courseId, format, shortName }),
  });
  return (
    <div className="d-flex gap-2">
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="outline-primary"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate(format)}
        >
          {exporting.isPending && exporting.variables === format ? 'Exporting...' : `Export ${format.toUpperCase()}`}
        </Button>
      ))}
    </div>
  );
}

function Figures({ summary }: { summary: ResultSummary }) {
  const cards = [
    { title: 'Participants', value: String(summary.total_participants) },
    { title: 'Pass rate', value: percentText(summary.counts.pass_rate) },
    { title: 'Pass', value: String(summary.counts.pass) },
    { title: 'Fail', value: String(summary.counts.fail) },
    { title: 'Incomplete', value: String(summary.counts.incomplete) },
  ];
  return (
    <ul className="row g-3 list-unstyled mb-4" aria-label="Results in figures">
      {cards.map((card) => (
        <li key={card.title} className="col-6 col-md-4 col-xl">
          <div className="card dashboard-card h-100">
            <div className="card-body d-flex flex-column gap-1">
              <span className="dashboard-card-title">{card.title}</span>{' '}
              <span className="dashboard-card-count">{card.value}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

const bandLabel = (band: { from: number; to: number }) => `${band.from}–${band.to}`;

function Distribution({ summary }: { summary: ResultSummary }) {
  const most = Math.max(1, ...summary.bands.map((band) => band.count));
  const description = summary.bands.map((band) => `${bandLabel(band)}: ${band.count}`).join('; ');
  return (
    <section className="row g-3 mb-4" aria-labelledby="distribution-heading">
      <h3 id="distribution-heading" className="h5 col-12 mb-0">
        Distribution of totals
      </h3>
      <div className="col-12 col-md-6">
        <Suspense fallback={<PageSpinner label="Loading the chart" />}>
          <LazyBarChart
            title="Distribution of totals"
            description={`Participants by total: ${description}.`}
            groups={[
              {
                key: 'bands',
                bars: summary.bands.map((band) => ({
                  label: bandLabel(band),
                  value: band.count,
                  max: most,
                  text: String(band.count),
                  color: BAND_COLOR,
                })),
              },
            ]}
          />
        </Suspense>
      </div>
      <div className="col-12 col-md-6">
        <table className="table table-sm">
          <caption className="caption-top">Participants by total (those with a total)</caption>
          <thead>
            <tr>
              <th scope="col">Total</th>
              <th scope="col" className="text-end">
                Participants
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.bands.map((band) => (
              <tr key={band.from}>
                <th scope="row" className="fw-normal">
                  {bandLabel(band)}
                </th>
                <td className="text-end">{band.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Organisations({ summary }: { summary: ResultSummary }) {
  return (
    <section aria-labelledby="organisations-heading" className="mb-4">
      <h3 id="organisations-heading" className="h5">
        By organisation
      </h3>
      {summary.organisations.length === 0 ? (
        <p className="text-body-secondary">{REPORT_TEXT.noParticipants}</p>
      ) : (
        // Six columns scroll sideways on a phone: the region takes the keyboard's focus so that it can be scrolled.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        <section className="table-responsive" tabIndex={0} aria-label="Results by organisation, scrollable">
          <table className="table table-sm table-striped">
            <caption className="visually-hidden">Results by organisation</caption>
            <thead>
              <tr>
                <th scope="col">Organization Name</th>
                {['Participants', 'Pass', 'Fail', 'Incomplete', 'Pass rate'].map((header) => (
                  <th key={header} scope="col" className="text-end">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.organisations.map((org) => (
                <tr key={org.org_name}>
                  <th scope="row" className="fw-normal">
                    {org.org_name}
                  </th>
                  <td className="text-end">{org.participants}</td>
                  <td className="text-end">{org.pass}</td>
                  <td className="text-end">{org.fail}</td>
                  <td className="text-end">{org.incomplete}</td>
                  <td className="text-end">{percentText(org.pass_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function componentColumn(component: SheetComponent, index: number): Column<SheetRow> {
  const released = component.released ? 'Released' : 'Draft';
  return {
    header: (
      <>
        {component.name} ({component.max_marks}) <span className="badge text-bg-light border">{released}</span>
      </>
    ),
    label: `${component.name} (${component.max_marks}, ${released})`,
    cell: (row) => cellText(row.cells[index]),
    className: 'text-end',
  };
}

function sheetColumns(components: readonly SheetComponent[]): Column<SheetRow>[] {
  return [
    { header: 'Participant Id', cell: (row) => row.course_wise_id, className: 'text-nowrap' },
    { header: 'Participant Name', cell: (row) => row.participant_name },
    { header: 'Organization Name', cell: (row) => row.org_name ?? '-' },
    ...components.map(componentColumn),
    { header: 'Total', cell: (row) => (row.total === null ? '-' : row.total), className: 'text-end' },
    { header: 'Status', cell: (row) => resultStatusText(row) },
  ];
}

const NO_COMPONENTS: readonly SheetComponent[] = [];

function Sheet({ courseId, name }: { courseId: number; name: string }) {
  const page = usePageParam();
  const query = useQuery(resultSheetOptions(courseId, page));
  const components = (query.data as ResultSheet | undefined)?.components ?? NO_COMPONENTS;
  return (
    <DataTable
      query={query}
      rows={(data) => data.data}
      rowKey={(row) => row.course_wise_id}
      total={(data) => data.total_data}
      columns={sheetColumns(components)}
      emptyText={REPORT_TEXT.noParticipants}
      caption={`Result sheet of ${name}`}
    />
  );
}
