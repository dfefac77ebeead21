// The participant dashboard's chart (docs/decisions/009, "Chart data"): their assignments submitted, still
// open (pending) and missed (deadline passed without a submission); the three add up to Total Assignment(s).
import type { AssignmentProgress } from '@portal/contract';
import { BarChart, ChartData } from './bar-chart.tsx';

export const PROGRESS_COLORS = { submitted: '#198754', pending: '#8a5a00', missed: '#dc3545' } as const;

export function AssignmentProgressChart({ progress }: { progress: AssignmentProgress }) {
  const total = progress.submitted + progress.pending + progress.missed;
  if (total === 0) return <p className="text-body-secondary mb-0">No assignments yet.</p>;
  const parts = [
    { label: 'Submitted', value: progress.submitted, color: PROGRESS_COLORS.submitted },
    { label: 'Pending', value: progress.pending, color: PROGRESS_COLORS.pending },
    { label: 'Missed', value: progress.missed, color: PROGRESS_COLORS.missed },
  ];
  return (
    <>
      <BarChart
        title="Assignment progress"
        description={`Of ${total} assignments: ${parts.map((part) => `${part.value} ${part.label.toLowerCase()}`).join(', ')}.`}
        groups={[{ key: 'progress', bars: parts.map((part) => ({ ...part, max: total, text: String(part.value) })) }]}
      />
      <ChartData
        caption="Assignments by state"
        headers={['State', 'Assignments']}
        rows={[
          ...parts.map((part) => ({ key: part.label, cells: [part.label, part.value] })),
          { key: 'total', cells: ['Total', total] },
        ]}
      />
    </>
  );
}
