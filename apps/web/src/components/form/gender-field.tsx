// Gender as the radio buttons Male and Female (male 1, female 0).

import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field.tsx';

type GenderFieldProps<V extends string | number> = Omit<RadioGroupFieldProps<V>, 'legend' | 'options'> & {
  /** The form's values of male and female (numbers in the profile forms, the radio's text at registration). */
  codes: { male: V; female: V };
};

export function GenderField<V extends string | number>({ codes, ...group }: GenderFieldProps<V>) {
  const t = useT(frameNs);
  const options = [
    { label: t('person.male'), value: codes.male },
    { label: t('person.female'), value: codes.female },
  ];
  return <RadioGroupField legend={t('person.gender')} options={options} {...group} />;
}
