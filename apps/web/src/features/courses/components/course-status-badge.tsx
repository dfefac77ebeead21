// The status badge of both course tables (docs/features.md, Courses): green when the course runs ('Active' in the
// participant's view, 'active' in the coordinator's), red otherwise. The text is the server's own.
import { COURSE_STATUS_TEXT } from '@portal/contract';

const RUNNING: ReadonlySet<string> = new Set([COURSE_STATUS_TEXT.participant[1], COURSE_STATUS_TEXT.coordinator[1]]);

export function isRunningStatus(status: string): boolean {
  return RUNNING.has(status);
}

export function CourseStatusBadge({ status }: { status: string }) {
  return <span className={`badge ${isRunningStatus(status) ? 'text-bg-success' : 'text-bg-danger'}`}>{status}</span>;
}
