// Both director messages (1: the Director General's, 2: the Director (Certification)'s), each in its own form:
// name, designation, picture and the message in the rich-text editor. Saved, the public pages show it at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminDirectorMessage, DIRECTOR, DirectorMessageBody, type DirectorMessageBodyIn } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError, listFailureText } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { directorMessagesOptions, useSaveDirectorMessage } from '../api.ts';
import { chosenImage, ImageChoice } from './image-choice.tsx';
import { RichTextField } from './rich-text-field.tsx';

const FormSchema = DirectorMessageBody.extend({ image: chosenImage });
type FormIn = DirectorMessageBodyIn & { image: File | null };

const HEADINGS: Record<
  number,
  { title: 'publishing.directorGeneral' | 'publishing.directorCertification'; publicPath: string }
> = {
  [DIRECTOR.general]: { title: 'publishing.directorGeneral', publicPath: paths.directorGeneralMessage.path },
  [DIRECTOR.certification]: {
    title: 'publishing.directorCertification',
    publicPath: paths.directorCertificationMessage.path,
  },
};

export function DirectorMessagesScreen() {
  const query = useQuery(directorMessagesOptions());
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <PageError message={listFailureText(query.error)} onRetry={() => void query.refetch()} />;
  return (
    <div className="d-grid gap-4">
      {query.data.data.map((message) => (
        <DirectorMessageForm key={`${message.id}-${message.updated_at}`} message={message} />
      ))}
    </div>
  );
}

function DirectorMessageForm({ message }: { message: AdminDirectorMessage }) {
  const t = useT(adminNs);
  const idPrefix = `director-${message.id}${useId()}`;
  const titleId = `${idPrefix}-title`;
  const known = HEADINGS[message.id];
  const heading = known
    ? { title: t(known.title), publicPath: known.publicPath }
    : { title: t('publishing.messageNumber', { id: message.id }), publicPath: paths.home.path };
  const save = useSaveDirectorMessage();
  const form = useForm<FormIn, unknown, ReturnType<typeof FormSchema.parse>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: message.name, designation: message.designation, message: message.message, image: null },
  });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async ({ image, ...body }) => {
    try {
      await save.mutateAsync({ id: message.id, body, image });
    } catch (error) {
      // The write helper has toasted a refusal; anything else is unexpected.
      if (!(error instanceof ApiError)) notify.error('Something Went Wrong!');
    }
  });

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id={titleId} className="h5 mb-0">
          {heading.title}
        </h2>
        <Link to={heading.publicPath} target="_blank" rel="noopener">
          {t('publishing.viewPublicPage')}
          <span className="visually-hidden">{t('publishing.opensInNewTab')}</span>
        </Link>
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={submit}>
          <div className="row">
            <div className="col-md-6">
              <TextField label={t('publishing.name')} autoComplete="off" {...bind('name')} />
            </div>
            <div className="col-md-6">
              <TextField label={t('publishing.designation')} autoComplete="off" {...bind('designation')} />
            </div>
          </div>
          <Controller
            control={form.control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageChoice
                id={fieldId(idPrefix, field.name)}
                label={t('publishing.picture')}
                currentUrl={message.avatar_url}
                message={fieldState.error?.message}
                onChange={field.onChange}
                inputRef={field.ref}
                disabled={save.isPending}
              />
            )}
          />
          <Controller
            control={form.control}
            name="message"
            render={({ field, fieldState }) => (
              <RichTextField
                id={fieldId(idPrefix, field.name)}
                label={t('publishing.message')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                message={fieldState.error?.message}
                disabled={save.isPending}
              />
            )}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('publishing.saving') : t('publishing.saveMessage')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
