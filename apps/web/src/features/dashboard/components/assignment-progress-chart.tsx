// The participant dashboard's chart (docs/decisions/009, "Chart data"): their assignments submitted, still
// open (pending) and missed (deadline passed without a submission); the three add up to Total Assignment(s).
import { type AssignmentProgress, formatNumber } from '@portal/contract';
import { dashboardNs } from '#web/i18n/namespaces/dashboard.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { BarChart, ChartData } from './bar-chart.tsx';

export const PROGRESS_COLORS = { submitted: '#198754', pending: '#8a5a00', missed: '#dc3545' } as const;

export function AssignmentProgressChart({ progress }: { progress: AssignmentProgress }) {
  const t = useT(dashboardNs);
  const language = useLanguage();
  const total = progress.submitted + progress.pending + progress.missed;
  if (total === 0) return <p className="text-body-secondary mb-0">{t('progress.none')}</p>;
  const number = (value: number) => (language === 'bn' ? formatNumber(language, value) : String(value));
  const parts = [
    { label: t('progress.submitted'), value: progress.submitted, color: PROGRESS_COLORS.submitted },
    { label: t('progress.pending'), value: progress.pending, color: PROGRESS_COLORS.pending },
    { label: t('progress.missed'), value: progress.missed, color: PROGRESS_COLORS.missed },
  ];
  return (
    <>
      <BarChart
        title={t('progress.title')}
        description={t('progress.description', { total, ...progress })}
        groups={[{ key: 'progress', bars: parts.map((part) => ({ ...part, max: total, text: number(part.value) })) }]}
      />
      <ChartData
        summary={t('chart.showNumbers')}
        caption={t('progress.caption')}
        headers={[t('progress.state'), t('progress.assignments')]}
        rows={[
          ...parts.map((part) => ({ key: part.label, cells: [part.label, number(part.value)] })),
          { key: 'total', cells: [t('progress.total'), number(total)] },
        ]}
      />
    </>
  );
}
