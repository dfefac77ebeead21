// Create Post (docs/features.md, Forum): Post Title, Course Name (the caller's courses) and Body (8 rows), checked with
// the contract's CreatePostForm (the spec's messages); 'Creating...' while sending; on 201 the 'Posted Successfully'
// toast and an empty form. When the courses cannot be loaded the select says 'Error. Cannot Create Post at this
// moment!' and the form cannot be sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { CreatePostForm, type CreatePostFormIn } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CourseSelect, useCourseOptions } from '#web/components/form/course-select.tsx';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { courseOptions, useCreatePost } from '../api.ts';
import { type ForumRole, forumPaths } from '../endpoints.ts';

const EMPTY: CreatePostFormIn = { post_title: '', course_id: '', post_body: '' };

export function CreatePostScreen({ userRole }: { userRole: ForumRole }) {
  const idPrefix = `${userRole}-create-post`;
  const form = useForm({ resolver: zodResolver(CreatePostForm), defaultValues: EMPTY });
  const bind = fieldBinder(form, idPrefix);
  const create = useCreatePost(userRole);
  const courses = courseOptions(userRole);
  const { isUnavailable } = useCourseOptions(courses);
  const t = useT(forumNs);

  const submit = form.handleSubmit(({ course_id, ...body }) =>
    create.mutate({ courseId: course_id, body }, { onSuccess: () => form.reset(EMPTY) }),
  );

  return (
    <>
      <p className="mb-3">
        <Link to={forumPaths[userRole].dashboard.path}>{t('returnToDashboard')}</Link>
      </p>
      <Form noValidate onSubmit={submit} aria-label={t('create.form')} className="forum-form">
        <TextField label={t('create.title')} {...bind('post_title')} />
        <Controller
          control={form.control}
          name="course_id"
          render={({ field, fieldState }) => (
            <CourseSelect
              id={fieldId(idPrefix, field.name)}
              label={t('create.course')}
              placeholder={t('create.selectCourse')}
              options={courses}
              failedText={t('create.coursesFailed')}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              message={fieldState.error?.message}
            />
          )}
        />
        <TextareaField label={t('create.body')} rows={8} {...bind('post_body')} />
        <Button type="submit" variant="primary" disabled={create.isPending || isUnavailable}>
          {create.isPending ? t('create.creating') : t('create.submit')}
        </Button>
      </Form>
    </>
  );
}
