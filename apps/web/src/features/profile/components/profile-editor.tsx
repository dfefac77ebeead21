// The profile page of both roles (docs/features.md, Profiles): the profile as a form that is read-only until Edit, the
// avatar picker, Cancel (discards the changes) and Save (sends the multipart update and reads 'Saving Changes....'
// while pending). A refreshed profile shows in view mode; edits in progress are left alone. A save that changed the
// e-mail says that a confirmation link went to the new address (it changes when followed).

import type { ProfileUpdateAnswer } from '@portal/contract';
import { type ReactNode, useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { type DefaultValues, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useMessageText } from '#web/i18n/messages.ts';
import { profileNs } from '#web/i18n/namespaces/profile.ts';
import { useT } from '#web/i18n/use-t.ts';
import type { ProfileSave } from '../api.ts';
import { AvatarField, ProfileButtons } from './profile-fields.tsx';

interface ProfileEditorProps<P extends { url: string | null }, V extends FieldValues, J> {
  /** The prefix of every id of the page. */
  idPrefix: string;
  profile: P;
  /** The form's values of a stored profile (a module-level function: it is an effect's dependency). */
  formValues: (profile: P) => DefaultValues<NoInfer<V>>;
  form: UseFormReturn<V, unknown, J>;
  save: {
    isPending: boolean;
    /** The last save's answer: `email_change` says that a link was sent to a new e-mail address. */
    data?: ProfileUpdateAnswer | undefined;
    mutate: (variables: ProfileSave<J>, options: { onSuccess: () => void }) => void;
  };
  /** The fields, in the page's grid row; they read the form from its FormProvider. */
  children: ReactNode;
}

export function ProfileEditor<P extends { url: string | null }, V extends FieldValues, J>({
  idPrefix,
  profile,
  formValues,
  form,
  save,
  children,
}: ProfileEditorProps<P, V, J>) {
  const [isEditing, setEditing] = useState(false);
  const t = useT(profileNs);
  const messageText = useMessageText();
  const [avatar, setAvatar] = useState<{ file?: File | undefined; message?: string | undefined }>({});
  const { reset, handleSubmit } = form;

  useEffect(() => {
    if (!isEditing) reset(formValues(profile));
  }, [profile, isEditing, reset, formValues]);

  const leaveEditing = () => {
    setAvatar({});
    setEditing(false);
  };
  const cancel = () => {
    reset(formValues(profile));
    leaveEditing();
  };
  const onSubmit = handleSubmit((json) => {
    if (avatar.message) return;
    save.mutate({ json, avatar: avatar.file }, { onSuccess: leaveEditing });
  });

  return (
    <section aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className={isEditing ? 'h5 mb-3' : 'visually-hidden'}>
        {isEditing ? t('editProfile') : t('myProfile')}
      </h2>
      {save.data?.email_change ? (
        // Until the link is followed the profile shows the old address: this says why, after the save.
        <div className="alert alert-info" role="status">
          {messageText(save.data.email_change)}
        </div>
      ) : null}
      <FormProvider {...form}>
        <Form noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`}>
          <AvatarField
            id={`${idPrefix}-avatar`}
            currentUrl={profile.url}
            file={avatar.file}
            message={avatar.message}
            isEditing={isEditing}
            onChange={(file, message) => setAvatar({ file, message })}
          />
          <fieldset disabled={!isEditing || save.isPending}>
            <legend className="visually-hidden">{t('details')}</legend>
            <div className="row">{children}</div>
          </fieldset>
          <ProfileButtons
            isEditing={isEditing}
            isPending={save.isPending}
            onEdit={() => setEditing(true)}
            onCancel={cancel}
          />
        </Form>
      </FormProvider>
    </section>
  );
}
