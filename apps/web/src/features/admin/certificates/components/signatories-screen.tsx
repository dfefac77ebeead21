// The two signatories printed on every certificate (left and right): a name and a designation each. Saved together;
// the change is audited and applies to the certificates made after it.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Signatories, SignatoriesBody, type SignatoriesBodyIn } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { listFailureText } from '#web/lib/api.ts';
import { signatoriesOptions, useSaveSignatories } from '../api.ts';

const SIDES = ['signatories.first', 'signatories.second'] as const;

export function SignatoriesScreen() {
  const query = useQuery(signatoriesOptions());
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <PageError message={listFailureText(query.error)} onRetry={() => void query.refetch()} />;
  return <SignatoriesForm kept={query.data} />;
}

function SignatoriesForm({ kept }: { kept: Signatories }) {
  const t = useT(adminNs);
  const idPrefix = `signatories${useId()}`;
  const save = useSaveSignatories();
  const defaults: SignatoriesBodyIn = {
    signatories: [0, 1].map((index) => ({
      name: kept.signatories[index]?.name ?? '',
      designation: kept.signatories[index]?.designation ?? '',
    })) as SignatoriesBodyIn['signatories'],
  };
  const form = useForm({ resolver: zodResolver(SignatoriesBody), defaultValues: defaults });
  const bind = fieldBinder(form, idPrefix);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
    } catch {
      // The write helper has told why; the form keeps what was typed.
    }
  });
  return (
    <Form noValidate onSubmit={submit} style={{ maxWidth: '40rem' }}>
      <p>{t('signatories.printed')}</p>
      {SIDES.map((legend, index) => (
        <fieldset key={legend} className="mb-3">
          <legend className="h6">{t(legend)}</legend>
          <TextField label={t('signatories.name')} autoComplete="off" {...bind(`signatories.${index as 0 | 1}.name`)} />
          <TextField
            label={t('signatories.designation')}
            autoComplete="off"
            {...bind(`signatories.${index as 0 | 1}.designation`)}
          />
        </fieldset>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('signatories.saving') : t('signatories.save')}
      </Button>
    </Form>
  );
}
