// The fields of a person's details that the registration and profile forms share (docs/features.md, Registration and
// reset): names, organisation with the typed name of 'Others' (0), designation, degree, experience, addresses, gender,
// date of birth and the emergency contact with its relation. Each reads its form from react-hook-form's FormProvider
// and uses the field names of the contract's forms; each form places them in its own order. The ids are
// `<idPrefix>-<field-name>`. In a grid row each field takes a `col-12 col-md-6` cell; `stacked` leaves them one under
// another.
import { GENDER, OTHER_ORGANIZATION, OTHER_ORGANIZATION_OPTION, selectionOptionsEndpoint } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { fieldBinder, fieldId } from '#web/components/form/field-binder.ts';
import { GenderField } from '#web/components/form/gender-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { read } from '#web/lib/api.ts';

/** The values these fields read and write; a form has those it shows. */
interface PersonDetails {
  first_name: string;
  last_name: string;
  /** A number in the profile form, the select's text at registration; undefined or '' until chosen. */
  organization_id: number | string | undefined;
  organization_name: string;
  designation: string;
  last_academic_degree: string;
  /** The profile's number input and the registration's text input (the contract names them differently). */
  experience_in_bank: number;
  exp_in_bank: string;
  present_address: string;
  permanent_address: string;
  gender: number | string | undefined;
  dob: string;
  alternate_contact_number: string;
  alternate_contact_relation: string;
}

/** How a form keeps the value of a select or of radio buttons: as a number, or as the control's text. */
type ValueAs = 'number' | 'text';

function Cell({ stacked, children }: { stacked?: boolean | undefined; children: ReactNode }) {
  return stacked ? children : <div className="col-12 col-md-6">{children}</div>;
}

function useDetailsForm(idPrefix: string) {
  const form = useFormContext<PersonDetails>();
  return { control: form.control, bind: fieldBinder(form, idPrefix) };
}

/** The organisations of the select, "Others" (value 0) last, as the server lists them. */
function organizationOptions() {
  return queryOptions({
    queryKey: ['selection-options', 'organizations'] as const,
    queryFn: ({ signal }) => read(selectionOptionsEndpoint, { signal }),
    select: (answer) => answer.organizations,
  });
}

export function NameFields({ idPrefix }: { idPrefix: string }) {
  const { bind } = useDetailsForm(idPrefix);
  const t = useT(frameNs);
  return (
    <>
      <Cell>
        <TextField label={t('person.firstName')} autoComplete="given-name" {...bind('first_name')} />
      </Cell>
      <Cell>
        <TextField label={t('person.lastName')} autoComplete="family-name" {...bind('last_name')} />
      </Cell>
    </>
  );
}

/**
 * The organisation select from GET /api/public/selection-options ('Loading....' until it answers, "Others" alone
 * if it fails), and the required 'Organization Name' once "Others" (0) is chosen.
 */
export function OrganizationFields({
  idPrefix,
  valueAs,
  stacked,
}: {
  idPrefix: string;
  valueAs: ValueAs;
  stacked?: boolean;
}) {
  const { control, bind } = useDetailsForm(idPrefix);
  const organizations = useQuery(organizationOptions());
  const options = organizations.data ?? (organizations.isError ? [OTHER_ORGANIZATION_OPTION] : []);
  const organizationId = useWatch({ control, name: 'organization_id' });
  const isOtherOrganization = String(organizationId) === String(OTHER_ORGANIZATION);
  const t = useT(frameNs);
  return (
    <>
      <Cell stacked={stacked}>
        <Controller
          control={control}
          name="organization_id"
          render={({ field, fieldState }) => (
            <SelectField
              id={fieldId(idPrefix, field.name)}
              label={t('person.organization')}
              message={fieldState.error?.message}
              options={options}
              placeholder={organizations.isPending ? t('person.loading') : t('person.selectOrganization')}
              isBusy={organizations.isPending}
              name={field.name}
              inputRef={field.ref}
              value={field.value === undefined || field.value === null ? '' : String(field.value)}
              onChange={(text) => field.onChange(valueAs === 'text' ? text : text === '' ? undefined : Number(text))}
              onBlur={field.onBlur}
            />
          )}
        />
      </Cell>
      {isOtherOrganization && (
        <Cell stacked={stacked}>
          <TextField label={t('person.organizationName')} autoComplete="organization" {...bind('organization_name')} />
        </Cell>
      )}
    </>
  );
}

export function DesignationField({ idPrefix, stacked }: { idPrefix: string; stacked?: boolean }) {
  const { bind } = useDetailsForm(idPrefix);
  const t = useT(frameNs);
  return (
    <Cell stacked={stacked}>
      <TextField label={t('person.designation')} autoComplete="organization-title" {...bind('designation')} />
    </Cell>
  );
}

export function DegreeField({ idPrefix }: { idPrefix: string }) {
  const { bind } = useDetailsForm(idPrefix);
  const t = useT(frameNs);
  return (
    <Cell>
      <TextField label={t('person.degree')} {...bind('last_academic_degree')} />
    </Cell>
  );
}

/** Years of experience in a bank: `experience_in_bank` (a number) in the profile, `exp_in_bank` (text) at registration. */
export function ExperienceField({ idPrefix, name }: { idPrefix: string; name: 'experience_in_bank' | 'exp_in_bank' }) {
  const { bind } = useDetailsForm(idPrefix);
  const field = name === 'experience_in_bank' ? bind(name, { valueAsNumber: true }) : bind(name);
  const t = useT(frameNs);
  return (
    <Cell>
      <TextField label={t('person.experience')} type="number" inputMode="numeric" {...field} />
    </Cell>
  );
}

export function AddressFields({ idPrefix }: { idPrefix: string }) {
  const { bind } = useDetailsForm(idPrefix);
  const t = useT(frameNs);
  return (
    <>
      <Cell>
        <TextareaField label={t('person.presentAddress')} autoComplete="street-address" {...bind('present_address')} />
      </Cell>
      <Cell>
        <TextareaField label={t('person.permanentAddress')} {...bind('permanent_address')} />
      </Cell>
    </>
  );
}

/** Male 1, Female 0: as numbers in the profile forms, as the radio's text at registration. */
export function GenderChoice({ idPrefix, valueAs }: { idPrefix: string; valueAs: ValueAs }) {
  const { control } = useDetailsForm(idPrefix);
  const codes = valueAs === 'number' ? GENDER : { male: String(GENDER.male), female: String(GENDER.female) };
  return (
    <Cell>
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <GenderField<number | string>
            id={fieldId(idPrefix, field.name)}
            codes={codes}
            message={fieldState.error?.message}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </Cell>
  );
}

/** The date of birth: the browser's date input (year-month-day), or typed as dd/MM/yyyy with a hint. */
export function DateOfBirthField({ idPrefix, format }: { idPrefix: string; format: 'iso' | 'display' }) {
  const { bind } = useDetailsForm(idPrefix);
  const t = useT(frameNs);
  const field = { label: t('person.dob'), autoComplete: 'bday', ...bind('dob') };
  return (
    <Cell>
      {format === 'iso' ? (
        <TextField type="date" {...field} />
      ) : (
        <TextField inputMode="numeric" placeholder="dd/mm/yyyy" hint={t('person.dobHint')} {...field} />
      )}
    </Cell>
  );
}

/** The optional emergency contact; typing a number reveals its required relation, clearing it hides it again. */
export function EmergencyContactFields({ idPrefix, placeholder }: { idPrefix: string; placeholder?: string }) {
  const { control, bind } = useDetailsForm(idPrefix);
  const emergencyNumber = useWatch({ control, name: 'alternate_contact_number' });
  const hasEmergencyContact = (emergencyNumber ?? '').trim() !== '';
  const t = useT(frameNs);
  return (
    <>
      <Cell>
        <TextField
          label={t('person.emergencyContact')}
          type="tel"
          inputMode="tel"
          required={false}
          placeholder={placeholder}
          {...bind('alternate_contact_number')}
        />
      </Cell>
      {hasEmergencyContact && (
        <Cell>
          <TextField label={t('person.emergencyRelation')} {...bind('alternate_contact_relation')} />
        </Cell>
      )}
    </>
  );
}
