// participant/profile (spec part 1, 'Profile pages' and sections 3, 4, 5, 8): the participant's profile as a
// form that is read-only until Edit; Cancel discards the changes; Save sends the multipart update and reads
// 'Saving Changes....' while pending. Organisation 'Others' (0) reveals its required name; typing an
// emergency contact reveals its required relation, and clearing it hides the relation again.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  OTHER_ORGANIZATION,
  type ParticipantProfile,
  ParticipantProfileForm,
  type ParticipantProfileFormIn,
  type ParticipantProfileUpdateIn,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { PageError } from '#web/components/ui/page-state.tsx';
import { FieldError, fieldErrorId } from '#web/components/ui/password-input.tsx';
import { organizationOptions, participantProfileOptions, useSaveParticipantProfile } from '../api.ts';
import { AvatarField, GenderField, LoadingData, ProfileButtons, TextField } from './profile-fields.tsx';

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
const fieldId = (name: string) => `${ID}-${name.replaceAll('_', '-')}`;

export function ParticipantProfileScreen() {
  const profile = useQuery(participantProfileOptions());
  if (profile.isPending) return <LoadingData />;
  if (profile.isError) return <PageError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  return <ParticipantProfileEditor profile={profile.data} />;
}

function ParticipantProfileEditor({ profile }: { profile: ParticipantProfile }) {
  const [isEditing, setEditing] = useState(false);
  const [avatar, setAvatar] = useState<{ file?: File | undefined; message?: string | undefined }>({});
  const organizations = useQuery(organizationOptions());
  const save = useSaveParticipantProfile();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ParticipantProfileFormIn, unknown, ParticipantProfileUpdateIn>({
    resolver: zodResolver(ParticipantProfileForm),
    defaultValues: participantFormValues(profile),
  });

  // A refreshed profile (after a save, or a refetch) shows in view mode; edits in progress are left alone.
  useEffect(() => {
    if (!isEditing) reset(participantFormValues(profile));
  }, [profile, isEditing, reset]);

  const organizationId = useWatch({ control, name: 'organization_id' });
  const emergencyNumber = useWatch({ control, name: 'alternate_contact_number' });
  const isOtherOrganization = organizationId === OTHER_ORGANIZATION;
  const hasEmergencyContact = (emergencyNumber ?? '').trim() !== '';

  const leaveEditing = () => {
    setAvatar({});
    setEditing(false);
  };
  const cancel = () => {
    reset(participantFormValues(profile));
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
              <Controller
                control={control}
                name="organization_id"
                render={({ field }) => (
                  <Form.Group className="mb-3" controlId={fieldId('organization_id')}>
                    <Form.Label>Organization</Form.Label>
                    <Form.Select
                      ref={field.ref}
                      name={field.name}
                      value={field.value === undefined || field.value === null ? '' : String(field.value)}
                      onChange={(event) =>
                        field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
                      }
                      onBlur={field.onBlur}
                      aria-required="true"
                      isInvalid={Boolean(errors.organization_id)}
                      aria-invalid={Boolean(errors.organization_id) || undefined}
                      aria-describedby={errors.organization_id ? fieldErrorId(fieldId('organization_id')) : undefined}
                    >
                      <option value="">Select Organization</option>
                      {(organizations.data ?? []).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Form.Select>
                    <FieldError fieldId={fieldId('organization_id')} message={errors.organization_id?.message} />
                  </Form.Group>
                )}
              />
            </div>
            {isOtherOrganization && (
              <div className="col-12 col-md-6">
                <TextField
                  id={fieldId('organization_name')}
                  label="Organization Name"
                  autoComplete="organization"
                  message={errors.organization_name?.message}
                  registration={register('organization_name')}
                />
              </div>
            )}
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('designation')}
                label="Designation"
                autoComplete="organization-title"
                message={errors.designation?.message}
                registration={register('designation')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('experience_in_bank')}
                label="Experience in Bank (years)"
                type="number"
                inputMode="numeric"
                message={errors.experience_in_bank?.message}
                registration={register('experience_in_bank', { valueAsNumber: true })}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('last_academic_degree')}
                label="Last Academic Degree"
                message={errors.last_academic_degree?.message}
                registration={register('last_academic_degree')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('dob')}
                label="Date of Birth"
                type="date"
                autoComplete="bday"
                message={errors.dob?.message}
                registration={register('dob')}
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
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('present_address')}
                label="Present Address"
                as="textarea"
                autoComplete="street-address"
                message={errors.present_address?.message}
                registration={register('present_address')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('permanent_address')}
                label="Permanent Address"
                as="textarea"
                message={errors.permanent_address?.message}
                registration={register('permanent_address')}
              />
            </div>
            <div className="col-12 col-md-6">
              <TextField
                id={fieldId('alternate_contact_number')}
                label="Emergency Contact"
                type="tel"
                inputMode="tel"
                required={false}
                message={errors.alternate_contact_number?.message}
                registration={register('alternate_contact_number')}
              />
            </div>
            {hasEmergencyContact && (
              <div className="col-12 col-md-6">
                <TextField
                  id={fieldId('alternate_contact_relation')}
                  label="Relation with Emergency Contact"
                  message={errors.alternate_contact_relation?.message}
                  registration={register('alternate_contact_relation')}
                />
              </div>
            )}
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
