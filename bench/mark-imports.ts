// The spreadsheet import of marks (the coordinator's Evaluations → Upload): the preview and the commit of a marks
// sheet of the big course's 2,000 participants, which autocannon's repeated GETs cannot price (each commit needs
// the digest of its own preview and changes the marks). The sheets are written here as a coordinator would fill
// the template: the template is downloaded (CSV, untimed) before every run, so that its version stamp is current
// and no commit needs `force`, and every run writes other marks than the run before it (the commit changes every
// row). A 200-row sheet is measured beside the 2,000-row one: the server parses a sheet row by row, so its peak
// memory above what it held before should not grow with the rows. All traffic goes to the bench's own server.
import fs from 'node:fs';
import pg from 'pg';
import writeXlsxFile from 'write-excel-file/node';
import { median, memoryOf, RSS_SAMPLE_MS, round, startRssSampler, toMb } from './uploads.ts';

/** Rows of the large sheet (the big course holds 2,000 participants) and of the small one beside it. */
export const IMPORT_LARGE_ROWS = 2_000;
export const IMPORT_SMALL_ROWS = 200;
/** Measured preview + commit pairs per sheet, after one warm-up pair. */
export const IMPORT_RUNS = 3;
/** The targets for the 2,000-row sheet, in ms. */
export const IMPORT_TARGETS_MS = { preview: 2_000, commit: 3_000 } as const;
/** The component the runs write to: a Draft one (not released in the running big course), so no release moves. */
export const IMPORT_COMPONENT = 'Project';

type Format = 'xlsx' | 'csv';

export interface SheetReport {
  rows: number;
  format: Format;
  fileBytes: number;
  previewMs: number[];
  commitMs: number[];
  previewMedianMs: number;
  commitMedianMs: number;
  /** Marks the commits changed (each run: every row). */
  changedPerCommit: number;
  rss: {
    sampleEveryMs: number;
    samples: number;
    /** Median VmRSS over the second before the measured runs, in MB. */
    beforeMb: number;
    /** Highest VmRSS sampled during the measured runs (or the kernel's high-water mark when higher), in MB. */
    peakMb: number;
    growthMb: number;
  };
}

export interface MarkImportReport {
  courseId: number;
  componentId: number;
  participants: number;
  sheets: SheetReport[];
  targetsMs: typeof IMPORT_TARGETS_MS;
  /** peak − before of the large XLSX sheet minus that of the small one, in MB: near 0 when memory is flat. */
  largeOverSmallGrowthMb: number;
  previewPass: boolean;
  commitPass: boolean;
}

interface TemplateRow {
  id: string;
  name: string;
}

/** The cells of one CSV line (RFC 4180 quoting, as the server writes it). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The template as downloaded: its stamp (row 1), header (row 2) and the participants' ids and names. */
async function template(
  baseUrl: string,
  path: string,
  token: string,
): Promise<{ stamp: string[]; header: string[]; rows: TemplateRow[] }> {
  const response = await fetch(`${baseUrl}${path}/template/csv`, { headers: { authorization: `Bearer ${token}` } });
  const text = (await response.text()).replace(/^\uFEFF/, '');
  if (response.status !== 200) throw new Error(`the template answered ${response.status}: ${text.slice(0, 300)}`);
  const lines = text.split(/\r?\n/).filter((line) => line.length);
  const [stamp, header, ...rest] = lines.map(csvCells);
  if (!stamp || !header) throw new Error('the template has no stamp or header');
  return { stamp, header, rows: rest.map(([id = '', name = '']) => ({ id, name })) };
}

/** Marks of row i in run r: 10 to 49.5 in steps of 0.5, different from run r − 1's for every row (max 50). */
const markOf = (i: number, run: number) => 10 + ((i * 7 + run * 13) % 80) / 2;

async function sheet(format: Format, stamp: string[], header: string[], rows: TemplateRow[], run: number) {
  if (format === 'csv') {
    const lines = [stamp, header, ...rows.map((row, i) => [row.id, row.name, markOf(i, run)])];
    return Buffer.from(`${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
  }
  const text = (value: string) => ({ value, type: String });
  return writeXlsxFile(
    [
      stamp.map(text),
      header.map(text),
      ...rows.map((row, i) => [text(row.id), text(row.name), { value: markOf(i, run), type: Number }]),
    ],
    { sheet: 'Marks' },
  ).toBuffer();
}

function multipart(parts: { name: string; value: Buffer | string; filename?: string }[]) {
  const boundary = `----portal-bench-${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function timedPost(url: string, token: string, form: { body: Buffer; contentType: string }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType, accept: 'application/json' },
    body: form.body,
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** One preview and its commit; answers both times and the marks changed. */
async function previewAndCommit(baseUrl: string, path: string, token: string, file: Buffer, fileName: string) {
  const preview = await timedPost(
    `${baseUrl}${path}/imports/preview`,
    token,
    multipart([{ name: 'marks_file', value: file, filename: fileName }]),
  );
  if (preview.status !== 200) throw new Error(`the preview answered ${preview.status}: ${preview.text.slice(0, 300)}`);
  const shown = JSON.parse(preview.text) as { plan_digest: string; stale: boolean; counts: { refused: number } };
  if (shown.stale || shown.counts.refused) {
    throw new Error(`the preview is stale or refuses rows: ${JSON.stringify({ ...shown, rows: undefined })}`);
  }
  const commit = await timedPost(
    `${baseUrl}${path}/imports`,
    token,
    multipart([
      { name: 'json', value: JSON.stringify({ plan_digest: shown.plan_digest, force: false }) },
      { name: 'marks_file', value: file, filename: fileName },
    ]),
  );
  if (commit.status !== 200) throw new Error(`the commit answered ${commit.status}: ${commit.text.slice(0, 300)}`);
  const { changed } = JSON.parse(commit.text) as { changed: number };
  return { previewMs: preview.ms, commitMs: commit.ms, changed };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Run numbers go on across the sheets, so that every commit writes other marks than the one before it. */
let runCounter = 0;

async function measureSheet(
  input: { baseUrl: string; path: string; token: string; serverPid: number },
  rows: number,
  format: Format,
  log: (line: string) => void,
): Promise<SheetReport> {
  const { baseUrl, path, token, serverPid } = input;
  const fileName = `bench-marks.${format}`;
  const runOnce = async () => {
    const downloaded = await template(baseUrl, path, token);
    if (downloaded.rows.length < rows) {
      throw new Error(`the template holds ${downloaded.rows.length} participants, not ${rows}`);
    }
    runCounter += 1;
    const file = await sheet(format, downloaded.stamp, downloaded.header, downloaded.rows.slice(0, rows), runCounter);
    return { file, ...(await previewAndCommit(baseUrl, path, token, file, fileName)) };
  };
  await runOnce(); // warm-up
  await pause(1000);
  let kernelPeak = true;
  try {
    // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux ≥ 4.0; the bench started the process).
    fs.writeFileSync(`/proc/${serverPid}/clear_refs`, '5');
  } catch {
    kernelPeak = false;
  }
  const sampler = startRssSampler(serverPid, RSS_SAMPLE_MS);
  await pause(1000);
  const startedAt = performance.timeOrigin + performance.now();
  const runs = [];
  for (let run = 0; run < IMPORT_RUNS; run += 1) runs.push(await runOnce());
  const endedAt = performance.timeOrigin + performance.now();
  const hwmKib = memoryOf(serverPid).hwmKib;
  const samples = await sampler.stop();
  const before = samples.filter(([at]) => at < startedAt).map(([, kib]) => kib);
  const during = samples.filter(([at]) => at >= startedAt && at <= endedAt).map(([, kib]) => kib);
  if (!before.length || !during.length) throw new Error('the memory sampler took no samples');
  const beforeMb = toMb(median(before));
  const peakMb = Math.max(toMb(Math.max(...during)), kernelPeak ? toMb(hwmKib) : 0);
  const report: SheetReport = {
    rows,
    format,
    fileBytes: runs[0]?.file.length ?? 0,
    previewMs: runs.map((run) => round(run.previewMs)),
    commitMs: runs.map((run) => round(run.commitMs)),
    previewMedianMs: round(median(runs.map((run) => run.previewMs))),
    commitMedianMs: round(median(runs.map((run) => run.commitMs))),
    changedPerCommit: Math.min(...runs.map((run) => run.changed)),
    rss: { sampleEveryMs: RSS_SAMPLE_MS, samples: during.length, beforeMb, peakMb, growthMb: round(peakMb - beforeMb) },
  };
  if (report.changedPerCommit < rows) {
    throw new Error(`a commit of ${rows} rows changed ${report.changedPerCommit} marks, not every row`);
  }
  log(
    `  ${rows.toLocaleString('en-US')} rows ${format.toUpperCase()} (${(report.fileBytes / 1000).toFixed(0)} kB): preview ${report.previewMs.join(', ')} ms, commit ${report.commitMs.join(', ')} ms; server RSS ${beforeMb} MB before, peak ${peakMb} MB (+${report.rss.growthMb} MB)`,
  );
  return report;
}

/**
 * The preview and commit of a 200-row and a 2,000-row XLSX sheet and of the 2,000 rows as CSV, into the
 * `IMPORT_COMPONENT` of the big course, signed in as its coordinator. Leaves the component's marks changed (other
 * values, the same rows: no scenario counts them) and one committed import per run in its history.
 */
export async function measureMarkImports(input: {
  baseUrl: string;
  databaseUrl: string;
  serverPid: number;
  courseId: number;
  coordinatorToken: string;
  log: (line: string) => void;
}): Promise<MarkImportReport> {
  const { baseUrl, databaseUrl, serverPid, courseId, coordinatorToken, log } = input;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let found: { id: number; participants: number } | undefined;
  try {
    found = (
      await db.query<{ id: number; participants: number }>(
        `select ec.id, (select count(*)::int from enrolments e where e.course_id = ec.course_id) as participants
         from evaluation_components ec where ec.course_id = $1 and ec.name = $2 order by ec.id limit 1`,
        [courseId, IMPORT_COMPONENT],
      )
    ).rows[0];
  } finally {
    await db.end();
  }
  if (!found) throw new Error(`the big course ${courseId} has no component "${IMPORT_COMPONENT}"`);
  if (found.participants < IMPORT_LARGE_ROWS) {
    throw new Error(`the big course ${courseId} holds ${found.participants} participants, not ${IMPORT_LARGE_ROWS}`);
  }
  const target = {
    baseUrl,
    path: `/api/coordinator/evaluations/${courseId}/components/${found.id}`,
    token: coordinatorToken,
    serverPid,
  };
  const small = await measureSheet(target, IMPORT_SMALL_ROWS, 'xlsx', log);
  const large = await measureSheet(target, IMPORT_LARGE_ROWS, 'xlsx', log);
  const csv = await measureSheet(target, IMPORT_LARGE_ROWS, 'csv', log);
  return {
    courseId,
    componentId: found.id,
    participants: found.participants,
    sheets: [small, large, csv],
    targetsMs: IMPORT_TARGETS_MS,
    largeOverSmallGrowthMb: round(large.rss.growthMb - small.rss.growthMb),
    previewPass: large.previewMedianMs < IMPORT_TARGETS_MS.preview && csv.previewMedianMs < IMPORT_TARGETS_MS.preview,
    commitPass: large.commitMedianMs < IMPORT_TARGETS_MS.commit && csv.commitMedianMs < IMPORT_TARGETS_MS.commit,
  };
}

/** The report's markdown table, the targets beside the figures. */
export function markImportTable(report: MarkImportReport): string {
  const verdict = (ms: number, target: number, rows: number) =>
    rows === IMPORT_LARGE_ROWS ? `${ms < target ? 'PASS' : 'FAIL'} (< ${target / 1000} s)` : '—';
  return [
    `| marks sheet (course ${report.courseId}, component ${report.componentId}, median of ${IMPORT_RUNS}) | preview | target | commit | target | server RSS before → peak (growth) |`,
    '|---|---:|---|---:|---|---|',
    ...report.sheets.map(
      (s) =>
        `| ${s.rows.toLocaleString('en-US')} rows ${s.format.toUpperCase()}, ${(s.fileBytes / 1000).toFixed(0)} kB (preview ${s.previewMs.map((ms) => ms.toFixed(0)).join(', ')}; commit ${s.commitMs.map((ms) => ms.toFixed(0)).join(', ')} ms) | ${s.previewMedianMs.toFixed(0)} ms | ${verdict(s.previewMedianMs, IMPORT_TARGETS_MS.preview, s.rows)} | ${s.commitMedianMs.toFixed(0)} ms | ${verdict(s.commitMedianMs, IMPORT_TARGETS_MS.commit, s.rows)} | ${s.rss.beforeMb} → ${s.rss.peakMb} MB (+${s.rss.growthMb}) |`,
    ),
    '',
    `Peak-RSS growth of ${IMPORT_LARGE_ROWS.toLocaleString('en-US')} rows over ${IMPORT_SMALL_ROWS} (XLSX): ${report.largeOverSmallGrowthMb} MB (flat in the file size: far from the 10 × of the rows; a run moves it by ten MB or more).`,
  ].join('\n');
}
