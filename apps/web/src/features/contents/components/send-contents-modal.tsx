// Send Selected Contents (docs/features.md, Contents): the checked contents go to one of the coordinator's courses,
// chosen in the dialog's course select; on 200 the helper toasts 'Conntent(s) Sent Successfully!' (the spec's
// spelling), the lists are refreshed and the selection is cleared.

import { zodResolver } from '@hookform/resolvers/zod';
import { CONTENT_MESSAGES } from '@portal/contract';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CourseSelect } from '#web/components/form/course-select.tsx';
import { fieldId } from '#web/components/form/field-binder.ts';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { contentsNs } from '#web/i18n/namespaces/contents.ts';
import { useT } from '#web/i18n/use-t.ts';
import { allCourseOptions, useSendContents } from '../api.ts';

const SendForm = z.object({
  course_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, CONTENT_MESSAGES.required)
    .transform(Number),
});

interface SendContentsModalProps {
  show: boolean;
  onHide: () => void;
  contentIds: readonly number[];
  /** After a 200, once the lists are refreshed. */
  onSent: () => void;
}

export function SendContentsModal({ show, onHide, contentIds, onSent }: SendContentsModalProps) {
  const titleId = useId();
  const send = useSendContents();
  const t = useT(contentsNs);
  return (
    <Modal
      show={show}
      onHide={send.isPending ? () => undefined : onHide}
      onExited={() => send.reset()}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!send.isPending} closeLabel={t('form.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('send.title')}
        </Modal.Title>
      </Modal.Header>
      {show && (
        <CourseChoice
          contentIds={contentIds}
          isPending={send.isPending}
          onSend={(courseId) =>
            send.mutate(
              { courseId, body: { contents: [...contentIds] } },
              {
                onSuccess: () => {
                  onSent();
                  onHide();
                },
              },
            )
          }
          onCancel={onHide}
        />
      )}
    </Modal>
  );
}

function CourseChoice({
  contentIds,
  isPending,
  onSend,
  onCancel,
}: {
  contentIds: readonly number[];
  isPending: boolean;
  onSend: (courseId: number) => void;
  onCancel: () => void;
}) {
  const idPrefix = `send-contents${useId()}`;
  const form = useForm({ resolver: zodResolver(SendForm), defaultValues: { course_id: '' } });
  const submit = form.handleSubmit(({ course_id }) => onSend(course_id));
  const t = useT(contentsNs);
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <p>{t('send.selected', { count: contentIds.length })}</p>
        <Controller
          control={form.control}
          name="course_id"
          render={({ field, fieldState }) => (
            <CourseSelect
              id={fieldId(idPrefix, field.name)}
              label={t('send.course')}
              placeholder={t('coordinator.selectCourse')}
              options={allCourseOptions()}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              message={fieldState.error?.message}
            />
          )}
        />
      </Modal.Body>
      <ModalButtons isPending={isPending} onCancel={onCancel} idle={t('send.send')} busy={t('send.sending')} />
    </Form>
  );
}
