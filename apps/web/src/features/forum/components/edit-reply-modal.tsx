// The reply-edit modal (docs/features.md, Forum): the reply's text, required and trimmed (EditReplyBody: 'Please Fill
// out this field'); it closes on 200 ('Edited Successfully!').
import { zodResolver } from '@hookform/resolvers/zod';
import { EditReplyBody, type Reply } from '@portal/contract';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useEditReply } from '../api.ts';
import type { ForumRole } from '../endpoints.ts';

interface EditReplyModalProps {
  userRole: ForumRole;
  reply: Pick<Reply, 'reply_id' | 'body'>;
  show: boolean;
  onHide: () => void;
}

export function EditReplyModal({ show, onHide, ...form }: EditReplyModalProps) {
  const titleId = useId();
  const t = useT(forumNs);
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={t('edit.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('edit.replyTitle')}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted while shown: each opening starts from the reply as it is now. */}
      <EditReplyForm {...form} onDone={onHide} />
    </Modal>
  );
}

function EditReplyForm({
  userRole,
  reply,
  onDone,
}: Omit<EditReplyModalProps, 'show' | 'onHide'> & { onDone: () => void }) {
  const idPrefix = useId();
  const form = useForm({ resolver: zodResolver(EditReplyBody), defaultValues: { reply_body: reply.body } });
  const bind = fieldBinder(form, `edit-reply${idPrefix}`);
  const t = useT(forumNs);
  const edit = useEditReply(userRole);
  const submit = form.handleSubmit((body) => edit.mutate({ replyId: reply.reply_id, body }, { onSuccess: onDone }));

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <TextareaField label={t('edit.reply')} rows={6} {...bind('reply_body')} />
      </Modal.Body>
      <ModalButtons isPending={edit.isPending} onCancel={onDone} idle={t('edit.save')} busy={t('edit.saving')} />
    </Form>
  );
}
