// Create Post (docs/features.md, Forum): Post Title, Course Name (the caller's courses) and Body (8 rows), checked with
// the contract's CreatePostForm (the spec's messages); 'Creating...' while sending; on 201 the 'Posted Successfully'
// toast and an empty form. When the courses cannot be loaded the select says 'Error. Cannot Create Post at this
// moment!' and the form cannot be sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { CreatePostForm, type CreatePostFormIn, FORUM_TEXT } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CourseSelect, useCourseOptions } from '#web/components/form/course-select.tsx';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
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

  const submit = form.handleSubmit(({ course_id, ...body }) =>
    create.mutate({ courseId: course_id, body }, { onSuccess: () => form.reset(EMPTY) }),
  );

  return (
    <>
      <p className="mb-3">
        <Link to={forumPaths[userRole].dashboard.path}>Return to Dashboard</Link>
      </p>
      <Form noValidate onSubmit={submit} aria-label="Create Post" className="forum-form">
        <TextField label="Post Title" {...bind('post_title')} />
        <Controller
          control={form.control}
          name="course_id"
          render={({ field, fieldState }) => (
            <CourseSelect
              id={fieldId(idPrefix, field.name)}
              label="Course Name"
              options={courses}
              failedText={FORUM_TEXT.coursesFailed}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              message={fieldState.error?.message}
            />
          )}
        />
        <TextareaField label="Body" rows={8} {...bind('post_body')} />
        <Button type="submit" variant="primary" disabled={create.isPending || isUnavailable}>
          {create.isPending ? 'Creating...' : 'Create Post'}
        </Button>
      </Form>
    </>
  );
}
