// participant/profile (docs/features.md, Profiles): the participant's profile as a form that is read-only until Edit;
// Cancel discards the changes; Save sends the multipart update and reads 'Saving Changes....' while pending.
// Organisation 'Others' (0) reveals its required name; typing an emergency contact reveals its required relation, and
// clearing it hides the relation again.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ParticipantProfile,
  ParticipantProfileForm,
  type ParticipantProfileFormIn,
  type ParticipantProfileUpdateIn,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type DefaultValues, useForm } from 'react-hook-form';
import {
  AddressFields,
  DateOfBirthField,
  DegreeField,
  DesignationField,
  EmergencyContactFields,
  ExperienceField,
  GenderChoice,
  NameFields,
  OrganizationFields,
} from '#web/components/person-details.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { participantProfileOptions, useSaveParticipantProfile } from '../api.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { ContactFields, LoadingData } from './profile-fields.tsx';

/** The form's values of a stored profile ('' and undefined where nothing is stored yet). */
export function participantFormValues(profile: ParticipantProfile): DefaultValues<ParticipantProfileFormIn> {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    mobile_no: profile.mobile_no ?? '',
    // Undefined when none: the select then shows "Select Organization".
    organization_id: profile.organization_id ?? undefined,
    organization_name: profile.other_org_name ?? '',
    designation: profile.designation,
    present_address: profile.present_address,
    permanent_address: profile.permanent_address,
    experience_in_bank: profile.experience_in_bank,
    last_academic_degree: profile.last_academic_degree,
    gender: profile.gender ?? undefined,
    dob: profile.dob ?? '',
    alternate_contact_number: profile.alternate_contact_number ?? '',
    alternate_contact_relation: profile.alternate_contact_relation ?? '',
  };
}

const ID = 'participant-profile';

export function ParticipantProfileScreen() {
  const profile = useQuery(participantProfileOptions());
  const messageText = useMessageText();
  if (profile.isPending) return <LoadingData />;
  if (profile.isError)
    return <PageError message={messageText(profile.error.message)} onRetry={() => void profile.refetch()} />;
  return <ParticipantProfileEditor profile={profile.data} />;
}

function ParticipantProfileEditor({ profile }: { profile: ParticipantProfile }) {
  const form = useForm<ParticipantProfileFormIn, unknown, ParticipantProfileUpdateIn>({
    resolver: zodResolver(ParticipantProfileForm),
    defaultValues: participantFormValues(profile),
  });
  const save = useSaveParticipantProfile();

  return (
    <ProfileEditor idPrefix={ID} profile={profile} formValues={participantFormValues} form={form} save={save}>
      <NameFields idPrefix={ID} />
      <ContactFields idPrefix={ID} />
      <OrganizationFields idPrefix={ID} valueAs="number" />
      <DesignationField idPrefix={ID} />
      <ExperienceField idPrefix={ID} name="experience_in_bank" />
      <DegreeField idPrefix={ID} />
      <DateOfBirthField idPrefix={ID} format="iso" />
      <GenderChoice idPrefix={ID} valueAs="number" />
      <AddressFields idPrefix={ID} />
      <EmergencyContactFields idPrefix={ID} />
    </ProfileEditor>
  );
}
