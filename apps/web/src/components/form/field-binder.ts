// What ties a labelled field to a react-hook-form field: its id (`<idPrefix>-<field-name>`), its registration and its
// message, so that a form names each field once: `<TextField label="Email" {...bind('email')} />`.
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name.replaceAll('_', '-')}`;

export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  idPrefix: string,
) {
  // Reads only the errors of the form state, so that the form renders again for its messages, not for each keystroke.
  const { errors } = form.formState;
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    id: fieldId(idPrefix, name),
    registration: form.register(name, options),
    message: get<typeof errors, FieldError | undefined>(errors, name)?.message,
  });
}
