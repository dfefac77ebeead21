// Rows → the spec's wire names (docs/features.md, Participants), and the same row as the cells of the CSV export, in
// the table's column order.
import type { CourseParticipant } from '@portal/contract';
import type { ParticipantRow } from './participants.queries.ts';

export function toCourseParticipant(row: ParticipantRow): CourseParticipant {
  return {
    course_wise_id: row.roll,
    participant_name: row.name,
    email: row.email,
    mobile_no: row.mobileNo,
    org_name: row.orgName,
    designation: row.designation,
  };
}

/** SN, Participant Id, Participant Name, Designation, Organization Name, Mobile, Email (PARTICIPANT_CSV_COLUMNS). */
export function toCsvCells(row: ParticipantRow, serial: number): (string | number | null)[] {
  return [serial, row.roll, row.name, row.designation, row.orgName, row.mobileNo, row.email];
}
