// The inline reply box under a post (docs/features.md, Forum): a 6-row textarea with Post and Cancel, checked with the
// contract's ReplyBody ('Please Fill out this field!'); on 201 ('Reply Sent!') or Cancel it closes, and what was typed
// goes with it.
import { zodResolver } from '@hookform/resolvers/zod';
import { ReplyBody } from '@portal/contract';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useReply } from '../api.ts';
import type { ForumRole } from '../endpoints.ts';

interface ReplyBoxProps {
  /** The form's id (the Reply button's `aria-controls`). */
  id: string;
  userRole: ForumRole;
  postId: number;
  postTitle: string;
  onClose: () => void;
  /** After a 201, once the forum's lists are refreshed. */
  onSent?: (() => void) | undefined;
}

export function ReplyBox({ id, userRole, postId, postTitle, onClose, onSent }: ReplyBoxProps) {
  const form = useForm({ resolver: zodResolver(ReplyBody), defaultValues: { reply_body: '' } });
  const bind = fieldBinder(form, id);
  const reply = useReply(userRole);
  const { setFocus } = form;
  const t = useT(forumNs);

  // The box opens where the user asked for it: typing can start at once.
  useEffect(() => setFocus('reply_body'), [setFocus]);

  const submit = form.handleSubmit((body) =>
    reply.mutate(
      { postId, body },
      {
        onSuccess: () => {
          onSent?.();
          onClose();
        },
      },
    ),
  );

  return (
    <Form id={id} noValidate onSubmit={submit} className="mt-3" aria-label={t('replyBox.form', { title: postTitle })}>
      <TextareaField label={t('replyBox.label')} rows={6} {...bind('reply_body')} />
      <div className="d-flex gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={reply.isPending}>
          {reply.isPending ? t('replyBox.posting') : t('replyBox.post')}
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onClose} disabled={reply.isPending}>
          {t('replyBox.cancel')}
        </Button>
      </div>
    </Form>
  );
}
