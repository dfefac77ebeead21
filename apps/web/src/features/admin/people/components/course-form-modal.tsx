// New course and Edit course: name, short name (unique in any case: the server answers 409), programme (or
// none), intake, batch (a positive whole number, or empty), session, year and running / expired. The form's
// schema is the contract's AdminCourseForm, whose output is the body the server checks again.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCourse, AdminCourseForm, type AdminCourseFormIn, PEOPLE_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { programOptions, useSaveCourse } from '../api.ts';

interface CourseFormModalProps {
  show: boolean;
  onHide: () => void;
  /** The course to edit; none for a new one. */
  course?: AdminCourse | undefined;
  /** After a creation: the new course's id. */
  onCreated?: (id: number) => void;
}

export function CourseFormModal({ show, onHide, course, onCreated }: CourseFormModalProps) {
  const t = useT(adminNs);
  const titleId = useId();
  const save = useSaveCourse();
  return (
    <Modal
      show={show}
      onHide={save.isPending ? () => undefined : onHide}
      onExited={() => save.reset()}
      aria-labelledby={titleId}
      size="lg"
      centered
    >
      <Modal.Header closeButton={!save.isPending} closeLabel={t('people.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {course ? t('courses.editCourse') : t('courses.newCourse')}
        </Modal.Title>
      </Modal.Header>
      {show && <CourseFormBody course={course} save={save} onDone={onHide} onCreated={onCreated} />}
    </Modal>
  );
}

function CourseFormBody({
  course,
  save,
  onDone,
  onCreated,
}: {
  course: AdminCourse | undefined;
  save: ReturnType<typeof useSaveCourse>;
  onDone: () => void;
  onCreated: ((id: number) => void) | undefined;
}) {
  const t = useT(adminNs);
  const msg = useMessageText();
  const statusOptions = [
    { value: '1', label: msg(PEOPLE_TEXT.running) },
    { value: '0', label: msg(PEOPLE_TEXT.expired) },
  ] as const;
  const idPrefix = `course-form${useId()}`;
  const programs = useQuery(programOptions());
  const defaults: AdminCourseFormIn = {
    name: course?.name ?? '',
    short_name: course?.short_name ?? '',
    program_id: course?.program_id ? String(course.program_id) : '',
    intake_name: course?.intake_name ?? '',
    batch: course?.batch ? String(course.batch) : '',
    session_name: course?.session_name ?? '',
    year: String(course?.year ?? new Date().getFullYear()),
    status: String(course?.status ?? 1) as '0' | '1',
  };
  const form = useForm({ resolver: zodResolver(AdminCourseForm), defaultValues: defaults });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({ ...(course ? { id: course.id } : {}), body });
      onDone();
      if (!course && answer.id !== undefined) onCreated?.(answer.id);
    } catch {
      // The write helper has told why (a taken short name: 409); the form stays for another try.
    }
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <Row>
          <Col md={8}>
            <TextField label={t('courses.courseName')} autoComplete="off" {...bind('name')} />
          </Col>
          <Col md={4}>
            <TextField
              label={t('courses.shortName')}
              autoComplete="off"
              hint={t('courses.shortNameHint', { example: 'CEAML-2026' })}
              {...bind('short_name')}
            />
          </Col>
        </Row>
        <Controller
          control={form.control}
          name="program_id"
          render={({ field, fieldState }) => (
            <SelectField
              id={fieldId(idPrefix, field.name)}
              label={t('courses.programme')}
              required={false}
              placeholder={msg(PEOPLE_TEXT.noProgramme)}
              options={programs.data?.programs ?? []}
              isBusy={programs.isPending}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              message={fieldState.error?.message}
            />
          )}
        />
        <Row>
          <Col md={4}>
            <TextField label={t('courses.intake')} required={false} autoComplete="off" {...bind('intake_name')} />
          </Col>
          <Col md={4}>
            <TextField
              label={t('courses.batch')}
              required={false}
              inputMode="numeric"
              autoComplete="off"
              {...bind('batch')}
            />
          </Col>
          <Col md={4}>
            <TextField label={t('courses.session')} required={false} autoComplete="off" {...bind('session_name')} />
          </Col>
        </Row>
        <Row>
          <Col md={4}>
            <TextField label={t('courses.year')} inputMode="numeric" autoComplete="off" {...bind('year')} />
          </Col>
          <Col md={8}>
            <Controller
              control={form.control}
              name="status"
              render={({ field, fieldState }) => (
                <SelectField
                  id={fieldId(idPrefix, field.name)}
                  label={t('courses.status')}
                  placeholder={t('courses.chooseStatus')}
                  options={statusOptions}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  message={fieldState.error?.message}
                />
              )}
            />
          </Col>
        </Row>
      </Modal.Body>
      <ModalButtons
        isPending={save.isPending}
        onCancel={onDone}
        idle={course ? t('people.saveChanges') : t('courses.createCourse')}
        busy={t('people.saving')}
      />
    </Form>
  );
}
