// Course rows as the server sends them, for the course lists' component tests.
import type { CoordinatorCourse, ParticipantCourse } from '@portal/contract';

export function participantCourse(fields: Partial<ParticipantCourse> = {}): ParticipantCourse {
  return {
    course_id: 1,
    course_name: 'Certified Expert in Anti-Money Laundering',
    course_short_name: 'CEAML-2026',
    course_roll: 'CEAML-26-001',
    faculties: ['Ayesha Siddiqua', 'Tahmina Akter'],
    course_status: 'Active',
    year: 2026,
    ...fields,
  };
}

export function coordinatorCourse(fields: Partial<CoordinatorCourse> = {}): CoordinatorCourse {
  return {
    id: 1,
    course_name: 'Certified Expert in Anti-Money Laundering',
    course_short_name: 'CEAML-2026',
    faculties: ['Ayesha Siddiqua', 'Tahmina Akter'],
    course_status: 'active',
    year: 2026,
    total_participants: 3,
    batch: 5,
    intact_name: 'January Intake',
    session_name: '2026-2027',
    ...fields,
  };
}
