// A course's result sheet (docs/features.md, Evaluations → Report List): the course's figures (participants, pass
// rate, Pass / Fail / Incomplete), the distribution of totals as a chart beside the same numbers in a table, the
// figures by organisation, the sheet itself (10 a page, the page in the URL) and its exports. A status participants
// do not see yet (the final result is not released) reads "Pass (Pending)". A course without rules points to its
// rules page; a course that is not the caller's (404) is "Course not found".
import {
  courseDisplayName,
  IdString,
  type ResultSheet,
  type ResultSummary,
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
import { reportsNs } from '#web/i18n/namespaces/reports.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError, listFailureText } from '#web/lib/api.ts';
import { type ExportFormat, exportResultSheet, resultSheetOptions, resultSummaryOptions } from '../api.ts';
import { type ReportText, useReportText } from '../status-text.ts';

type ReportsT = ReturnType<typeof useT<'reports'>>;

const BAND_COLOR = '#0b3d66';

export function ResultSheetScreen() {
  const { courseId = '' } = useParams();
  const parsed = IdString.safeParse(courseId);
  return parsed.success ? <CourseResults courseId={parsed.data} /> : <CourseNotFound />;
}

function CourseNotFound() {
  const t = useT(reportsNs);
  return (
    <section className="text-center py-5" aria-labelledby="course-not-found">
      <h2 id="course-not-found" className="h4 mb-3">
        {t('sheet.notFound')}
      </h2>
      <Link to={paths.coordinator.reportList.path} className="btn btn-primary">
        {t('sheet.back')}
      </Link>
    </section>
  );
}

function CourseResults({ courseId }: { courseId: number }) {
  const summary = useQuery(resultSummaryOptions(courseId));
  const t = useT(reportsNs);
  const text = useReportText();
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
        <Link to={paths.coordinator.reportList.path}>{t('sheet.back')}</Link>
        {data.has_rules && <ExportButtons courseId={courseId} shortName={data.course_short_name} />}
      </div>
      <h2 className="h4 mb-1">{name}</h2>
      {data.has_rules ? (
        <>
          <p className="text-body-secondary">
            {releaseText(data, t, text)}{' '}
            {t('sheet.passMark', { mark: data.pass_mark === null ? '' : text.number(data.pass_mark) })}{' '}
            <Link to={paths.coordinator.evaluationRules.getHref(courseId)}>{t('sheet.rulesAndReleases')}</Link>
            {' · '}
            <Link to={paths.coordinator.certificates.getHref(courseId)}>{t('sheet.certificates')}</Link>
          </p>
          <Figures summary={data} />
          <Distribution summary={data} />
          <Organisations summary={data} />
          <h3 className="h5 mt-4">{t('sheet.title')}</h3>
          <Sheet courseId={courseId} name={name} />
        </>
      ) : (
        <div className="alert alert-info mt-3" role="status">
          <p className="mb-2">{t('sheet.noRulesWhy')}</p>
          <Link to={paths.coordinator.evaluationRules.getHref(courseId)} className="btn btn-primary">
            {t('sheet.setRules')}
          </Link>
        </div>
      )}
    </>
  );
}

function releaseText(
  summary: Pick<ResultSummary, 'final_released' | 'final_scheduled_at'>,
  t: ReportsT,
  text: ReportText,
): string {
  if (summary.final_released) return t('sheet.finalReleased');
  if (summary.final_scheduled_at) {
    return t('sheet.finalScheduled', { date: text.scheduled(summary.final_scheduled_at) });
  }
  return t('sheet.finalNotReleased');
}

function ExportButtons({ courseId, shortName }: { courseId: number; shortName: string }) {
  const t = useT(reportsNs);
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
          {exporting.isPending && exporting.variables === format
            ? t('sheet.exporting')
            : t(format === 'xlsx' ? 'sheet.exportXlsx' : 'sheet.exportCsv')}
        </Button>
      ))}
    </div>
  );
}

function Figures({ summary }: { summary: ResultSummary }) {
  const t = useT(reportsNs);
  const text = useReportText();
  const cards = [
    { title: t('sheet.participants'), value: text.number(summary.total_participants) },
    { title: t('sheet.passRate'), value: text.percent(summary.counts.pass_rate) },
    { title: t('sheet.pass'), value: text.number(summary.counts.pass) },
    { title: t('sheet.fail'), value: text.number(summary.counts.fail) },
    { title: t('sheet.incomplete'), value: text.number(summary.counts.incomplete) },
  ];
  return (
    <ul className="row g-3 list-unstyled mb-4" aria-label={t('sheet.figures')}>
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

function Distribution({ summary }: { summary: ResultSummary }) {
  const t = useT(reportsNs);
  const text = useReportText();
  const bandLabel = (band: { from: number; to: number }) => `${text.number(band.from)}–${text.number(band.to)}`;
  const most = Math.max(1, ...summary.bands.map((band) => band.count));
  const description = summary.bands.map((band) => `${bandLabel(band)}: ${text.number(band.count)}`).join('; ');
  return (
    <section className="row g-3 mb-4" aria-labelledby="distribution-heading">
      <h3 id="distribution-heading" className="h5 col-12 mb-0">
        {t('sheet.distribution')}
      </h3>
      <div className="col-12 col-md-6">
        <Suspense fallback={<PageSpinner label={t('sheet.loadingChart')} />}>
          <LazyBarChart
            title={t('sheet.distribution')}
            description={t('sheet.chartDescription', { bands: description })}
            groups={[
              {
                key: 'bands',
                bars: summary.bands.map((band) => ({
                  label: bandLabel(band),
                  value: band.count,
                  max: most,
                  text: text.number(band.count),
                  color: BAND_COLOR,
                })),
              },
            ]}
          />
        </Suspense>
      </div>
      <div className="col-12 col-md-6">
        <table className="table table-sm">
          <caption className="caption-top">{t('sheet.byTotal')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sheet.total')}</th>
              <th scope="col" className="text-end">
                {t('sheet.participants')}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.bands.map((band) => (
              <tr key={band.from}>
                <th scope="row" className="fw-normal">
                  {bandLabel(band)}
                </th>
                <td className="text-end">{text.number(band.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Organisations({ summary }: { summary: ResultSummary }) {
  const t = useT(reportsNs);
  const text = useReportText();
  return (
    <section aria-labelledby="organisations-heading" className="mb-4">
      <h3 id="organisations-heading" className="h5">
        {t('sheet.byOrganisation')}
      </h3>
      {summary.organisations.length === 0 ? (
        <p className="text-body-secondary">{t('sheet.noParticipants')}</p>
      ) : (
        // Six columns scroll sideways on a phone: the region takes the keyboard's focus so that it can be scrolled.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        <section className="table-responsive" tabIndex={0} aria-label={t('sheet.byOrganisationScroll')}>
          <table className="table table-sm table-striped">
            <caption className="visually-hidden">{t('sheet.resultsByOrganisation')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sheet.organisation')}</th>
                {[
                  t('sheet.participants'),
                  t('sheet.pass'),
                  t('sheet.fail'),
                  t('sheet.incomplete'),
                  t('sheet.passRate'),
                ].map((header) => (
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
                  <td className="text-end">{text.number(org.participants)}</td>
                  <td className="text-end">{text.number(org.pass)}</td>
                  <td className="text-end">{text.number(org.fail)}</td>
                  <td className="text-end">{text.number(org.incomplete)}</td>
                  <td className="text-end">{text.percent(org.pass_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function componentColumn(component: SheetComponent, index: number, t: ReportsT, text: ReportText): Column<SheetRow> {
  const released = component.released ? t('sheet.componentReleased') : t('sheet.componentDraft');
  const max = text.number(component.max_marks);
  return {
    header: (
      <>
        {component.name} ({max}) <span className="badge text-bg-light border">{released}</span>
      </>
    ),
    label: `${component.name} (${max}, ${released})`,
    cell: (row) => text.cell(row.cells[index]),
    className: 'text-end',
  };
}

const STATUS_KEY = { Pass: 'sheet.pass', Fail: 'sheet.fail', Incomplete: 'sheet.incomplete' } as const;

function sheetColumns(components: readonly SheetComponent[], t: ReportsT, text: ReportText): Column<SheetRow>[] {
  // A status participants do not see yet reads "Pass (Pending)" (the contract's resultStatusText, word for word).
  const statusText = (row: SheetRow) => {
    const status = t(STATUS_KEY[row.status]);
    return row.released ? status : t('sheet.pending', { status });
  };
  return [
    { header: t('sheet.participantId'), cell: (row) => row.course_wise_id, className: 'text-nowrap' },
    { header: t('sheet.participantName'), cell: (row) => row.participant_name },
    { header: t('sheet.organisation'), cell: (row) => row.org_name ?? '-' },
    ...components.map((component, index) => componentColumn(component, index, t, text)),
    {
      header: t('sheet.total'),
      cell: (row) => (row.total === null ? '-' : text.number(row.total)),
      className: 'text-end',
    },
    { header: t('sheet.status'), cell: statusText },
  ];
}

const NO_COMPONENTS: readonly SheetComponent[] = [];

function Sheet({ courseId, name }: { courseId: number; name: string }) {
  const page = usePageParam();
  const query = useQuery(resultSheetOptions(courseId, page));
  const components = (query.data as ResultSheet | undefined)?.components ?? NO_COMPONENTS;
  const t = useT(reportsNs);
  const text = useReportText();
  return (
    <DataTable
      query={query}
      rows={(data) => data.data}
      rowKey={(row) => row.course_wise_id}
      total={(data) => data.total_data}
      columns={sheetColumns(components, t, text)}
      emptyText={t('sheet.noParticipants')}
      caption={t('sheet.captionOf', { name })}
    />
  );
}
