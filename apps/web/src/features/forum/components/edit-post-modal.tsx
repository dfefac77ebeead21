// The post-edit modal (docs/features.md, Forum): title and body, each required and trimmed (EditPostBody: 'Please Fill
// out this field'); it closes on 200 ('Edited Successfully!'), and the post then shows '(edited)' once the lists are
// refreshed.
import { zodResolver } from '@hookform/resolvers/zod';
import { EditPostBody, type Post } from '@portal/contract';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useEditPost } from '../api.ts';
import type { ForumRole } from '../endpoints.ts';

interface EditPostModalProps {
  userRole: ForumRole;
  post: Pick<Post, 'post_id' | 'title' | 'body'>;
  show: boolean;
  onHide: () => void;
}

export function EditPostModal({ show, onHide, ...form }: EditPostModalProps) {
  const titleId = useId();
  const t = useT(forumNs);
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered size="lg">
      <Modal.Header closeButton closeLabel={t('edit.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('edit.postTitle')}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted while shown: each opening starts from the post as it is now. */}
      <EditPostForm {...form} onDone={onHide} />
    </Modal>
  );
}

function EditPostForm({
  userRole,
  post,
  onDone,
}: Omit<EditPostModalProps, 'show' | 'onHide'> & { onDone: () => void }) {
  const idPrefix = useId();
  const form = useForm({
    resolver: zodResolver(EditPostBody),
    defaultValues: { post_title: post.title, post_body: post.body },
  });
  const bind = fieldBinder(form, `edit-post${idPrefix}`);
  const t = useT(forumNs);
  const edit = useEditPost(userRole);
  const submit = form.handleSubmit((body) => edit.mutate({ postId: post.post_id, body }, { onSuccess: onDone }));

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <TextField label={t('create.title')} {...bind('post_title')} />
        <TextareaField label={t('create.body')} rows={8} {...bind('post_body')} />
      </Modal.Body>
      <ModalButtons isPending={edit.isPending} onCancel={onDone} idle={t('edit.save')} busy={t('edit.saving')} />
    </Form>
  );
}
