// coordinator/profile (docs/features.md, Profiles): the coordinator's profile, read-only until Edit; Save or Cancel
// leaves edit mode. Save sends the multipart update ('Profile Updated Successfully!').
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CoordinatorProfile,
  CoordinatorProfileUpdate,
  type CoordinatorProfileUpdateIn,
  type CoordinatorProfileUpdate as CoordinatorProfileUpdateOut,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type DefaultValues, useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { GenderChoice, NameFields } from '#web/components/person-details.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { profileNs } from '#web/i18n/namespaces/profile.ts';
import { useT } from '#web/i18n/use-t.ts';
import { coordinatorProfileOptions, useSaveCoordinatorProfile } from '../api.ts';
import { ProfileEditor } from './profile-editor.tsx';
import { ContactFields, LoadingData } from './profile-fields.tsx';

export function coordinatorFormValues(profile: CoordinatorProfile): DefaultValues<CoordinatorProfileUpdateIn> {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    mobile_no: profile.mobile_no ?? '',
    occupation: profile.occupation,
    gender: profile.gender ?? undefined,
  };
}

const ID = 'coordinator-profile';

export function CoordinatorProfileScreen() {
  const profile = useQuery(coordinatorProfileOptions());
  const messageText = useMessageText();
  if (profile.isPending) return <LoadingData />;
  if (profile.isError)
    return <PageError message={messageText(profile.error.message)} onRetry={() => void profile.refetch()} />;
  return <CoordinatorProfileEditor profile={profile.data} />;
}

function CoordinatorProfileEditor({ profile }: { profile: CoordinatorProfile }) {
  const form = useForm<CoordinatorProfileUpdateIn, unknown, CoordinatorProfileUpdateOut>({
    resolver: zodResolver(CoordinatorProfileUpdate),
    defaultValues: coordinatorFormValues(profile),
  });
  const bind = fieldBinder(form, ID);
  const save = useSaveCoordinatorProfile();
  const t = useT(profileNs);

  return (
    <ProfileEditor idPrefix={ID} profile={profile} formValues={coordinatorFormValues} form={form} save={save}>
      <NameFields idPrefix={ID} />
      <ContactFields idPrefix={ID} />
      <div className="col-12 col-md-6">
        <TextField label={t('designation')} autoComplete="organization-title" {...bind('occupation')} />
      </div>
      <GenderChoice idPrefix={ID} valueAs="number" />
    </ProfileEditor>
  );
}
