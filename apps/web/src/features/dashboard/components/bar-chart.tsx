// A small horizontal bar chart in plain SVG, for the dashboards (no chart library): one image named by its
// <title> and <desc> for assistive technology, and the same numbers as a table under a disclosure, which any
// reader may open. Colours are never the only carrier: each bar has its label and its value beside it.
import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** The bar's full length (0: an empty bar). */
  max: number;
  /** What is written at the bar's end ('2', '44%', 'n/a'). */
  text: string;
  /** Fill; at least 3:1 against white. */
  color: string;
}

export interface BarGroup {
  /** Tells the groups apart (a course id). */
  key: string | number;
  /** A heading line above the group's bars (a course), if any. */
  label?: string;
  /** Bars of one group have different labels. */
  bars: readonly Bar[];
}

const WIDTH = 280;
const LABEL_WIDTH = 92;
const BAR_SPACE = 146;
const ROW = 22;
const BAR = 14;
const GROUP_LABEL = 18;
const GROUP_GAP = 10;
const TEXT_COLOR = '#212529';

interface BarChartProps {
  title: string;
  description: string;
  groups: readonly BarGroup[];
}

/** Where each group starts, and the height of the whole chart. */
function layout(groups: readonly BarGroup[]) {
  let y = 0;
  const tops = groups.map((group, index) => {
    if (index > 0) y += GROUP_GAP;
    const top = y;
    y += (group.label ? GROUP_LABEL : 0) + group.bars.length * ROW;
    return top;
  });
  return { tops, height: Math.max(y, ROW) };
}

export function BarChart({ title, description, groups }: BarChartProps) {
  const id = useId();
  const { tops, height } = layout(groups);
  return (
    <svg
      className="dashboard-chart"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      focusable="false"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {groups.map((group, index) => {
        const top = tops[index] ?? 0;
        const barsTop = top + (group.label ? GROUP_LABEL : 0);
        return (
          <g key={group.key}>
            {group.label && (
              <text x={0} y={top + 13} fontWeight={600} fontSize={12} fill={TEXT_COLOR}>
                {group.label}
              </text>
            )}
            {group.bars.map((bar, barIndex) => (
              <BarRow key={bar.label} bar={bar} top={barsTop + barIndex * ROW} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}

function BarRow({ bar, top }: { bar: Bar; top: number }) {
  const length = bar.max > 0 ? Math.max(0, Math.min(1, bar.value / bar.max)) * BAR_SPACE : 0;
  return (
    <g>
      <text x={0} y={top + 12} fontSize={12} fill={TEXT_COLOR}>
        {bar.label}
      </text>
      <rect x={LABEL_WIDTH} y={top + 1} width={BAR_SPACE} height={BAR} rx={2} fill="#e9ecef" />
      {length > 0 && <rect x={LABEL_WIDTH} y={top + 1} width={length} height={BAR} rx={2} fill={bar.color} />}
      <text x={LABEL_WIDTH + BAR_SPACE + 6} y={top + 12} fontSize={12} fill={TEXT_COLOR}>
        {bar.text}
      </text>
    </g>
  );
}

interface ChartDataProps {
  /** The disclosure's text ('Show the numbers'). */
  summary: string;
  caption: string;
  headers: readonly string[];
  /** Each row: a key, then its cells (the first is the row's header). */
  rows: readonly { key: string | number; cells: readonly (string | number)[] }[];
}

/** The chart's numbers as a table, under a 'Show the numbers' disclosure. */
export function ChartData({ summary, caption, headers, rows }: ChartDataProps) {
  return (
    <details className="dashboard-chart-data mt-2 small">
      <summary>{summary}</summary>
      <table className="table table-sm mt-2 mb-0">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={header} scope="col" className={index > 0 ? 'text-end' : undefined}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  <th key={index} scope="row" className="fw-normal">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  <td key={index} className="text-end">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
