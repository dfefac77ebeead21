// Gender as the radio buttons Male and Female (male 1, female 0).
import { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field.tsx';

type GenderFieldProps<V extends string | number> = Omit<RadioGroupFieldProps<V>, 'legend' | 'options'> & {
  /** The form's values of male and female (numbers in the profile forms, the radio's text at registration). */
  codes: { male: V; female: V };
};

export function GenderField<V extends string | number>({ codes, ...group }: GenderFieldProps<V>) {
  const options = [
    { label: 'Male', value: codes.male },
    { label: 'Female', value: codes.female },
  ];
  return <RadioGroupField legend="Gender" options={options} {...group} />;
}
