// coordinator/profile (spec part 1, 'Profile pages' and sections 3, 4, 5, 8): the coordinator's profile, read-only
// until Edit; Save or Cancel leaves edit mode. Save sends the multipart update ('Profile Updated Successfully!').
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CoordinatorProfile,
  CoordinatorProfileUpdate,
  type CoordinatorProfileUpdateIn,
  type CoordinatorProfileUpdate as CoordinatorProfileUpdateOut,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, type DefaultValues, useForm } from 'react-hook-form';
import { PageError } from '#web/components/ui/page-state.tsx';
import { coordinatorProfileOptions, useSaveCoordinatorProfile } from '../api.ts';
import { AvatarField, GenderField, LoadingData, ProfileButtons, TextField } from './profile-fields.tsx';

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
const fieldId = (name: string) => `${ID}-${name.replaceAll('_', '-')}`;

export function CoordinatorProfileScreen() {
  const profile = useQuery(coordinatorProfileOptions());
  if (profile.isPending) return <LoadingData />;
  if (profile.isError) return <PageError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  return <CoordinatorProfileEditor profile={profile.data} />;
}

function CoordinatorProfileEditor({ profile }: { profile: CoordinatorProfile }) {
  const [isEditing, setEditing] = useState(false);
  const [avatar, setAvatar] = useState<{ file?: File | undefined; message?: string | undefined }>({});
  const save = useSaveCoordinatorProfile();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CoordinatorProfileUpdateIn, unknown, CoordinatorProfileUpdateOut>({
    resolver: zodResolver(CoordinatorProfileUpdate),
    defaultValues: coordinatorFormValues(profile),
  });

  useEffect(() => {
    if (!isEditing) reset(coordinatorFormValues(profile));
  }, [profile, isEditing, reset]);

  const leaveEditing = () => {
    setAvatar({});
    setEditing(false);
  };
  const cancel = () => {
    reset(coordinatorFormValues(profile));
    leaveEditing();
  };
  const onSubmit = handleSubmit((json) => {
    if (avatar.message) return;
    save.mutate({ json, avatar: avatar.file }, { onSuccess: leaveEditing });
  });

  return (
    <section aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`} className={isEditing ? 'h5 mb-3' : 'visually-hidden'}>
        {isEditing ? 'Edit Profile' : 'My Profile'}
      </h2>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={`${ID}-title`}>
        <AvatarField
          id={fieldId('avatar')}
          currentUrl={profile.url}
          file={avatar.file}
          message={avatar.message}
          isEditing={isEditing}
          onChange={(file, message) => setAvatar({ file, message })}
        />
        <fieldset disabled={!isEditing || save.isPending}>
          <legend className="visually-hidden">Profile details</legend>
          <div className="row">
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('first_name')}
                label="First Name"
                autoComplete="given-name"
                message={errors.first_name?.message}
                registration={register('first_name')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('last_name')}
                label="Last Name"
                autoComplete="family-name"
                message={errors.last_name?.message}
                registration={register('last_name')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('email')}
                label="Email"
                type="email"
                autoComplete="email"
                message={errors.email?.message}
                registration={register('email')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('mobile_no')}
                label="Mobile Number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                message={errors.mobile_no?.message}
                registration={register('mobile_no')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('occupation')}
                label="Designation"
                autoComplete="organization-title"
                message={errors.occupation?.message}
                registration={register('occupation')}
              />
            </div>
            <div className="col-12 col-md-6">
              <Controller
                control={control}
                name="gender"
                render={({ field }) => (
                  <GenderField
                    id={fieldId('gender')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    message={errors.gender?.message}
                  />
                )}
              />
            </div>
          </div>
        </fieldset>
        <ProfileButtons
          isEditing={isEditing}
          isPending={save.isPending}
          onEdit={() => setEditing(true)}
          onCancel={cancel}
        />
      </Form>
    </section>
  );
}
