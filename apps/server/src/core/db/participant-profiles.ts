// The participant_profiles row of a participant's details as the contract carries them. Two features write it:
// registration (type 1 creates it, type 2 sets the organisation and designation) and the profile edit.
import { OTHER_ORGANIZATION, type ParticipantProfileUpdate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { organizations } from './schema/index.ts';

/** Whether an organisation id is in the list (0, "others", is not: check it first). */
export async function organizationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
  return row !== undefined;
}

/** The organisation columns: an organisation of the list, or "others" (0) with the typed name. */
export function organizationColumns(input: { organization_id: number; organization_name?: string | null | undefined }) {
  return input.organization_id === OTHER_ORGANIZATION
    ? { organizationId: null, otherOrgName: (input.organization_name ?? '').trim() }
    : { organizationId: input.organization_id, otherOrgName: null };
}

/** The details after the organisation, as the profile edit names them (registration says `exp_in_bank`). */
export type ParticipantDetails = Pick<
  ParticipantProfileUpdate,
  | 'designation'
  | 'present_address'
  | 'permanent_address'
  | 'experience_in_bank'
  | 'last_academic_degree'
  | 'dob'
  | 'alternative_contact'
>;

/** The columns of a participant's details; no emergency contact clears it. */
export function participantDetailsColumns(details: ParticipantDetails) {
  return {
    designation: details.designation,
    presentAddress: details.present_address,
    permanentAddress: details.permanent_address,
    experienceInBank: details.experience_in_bank,
    lastAcademicDegree: details.last_academic_degree,
    dob: details.dob,
    alternateContactNumber: details.alternative_contact?.mobile_no ?? null,
    alternateContactRelation: details.alternative_contact?.relation ?? null,
  };
}
