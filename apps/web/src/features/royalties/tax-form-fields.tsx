import { TAX_CLASSIFICATIONS, type TaxForm } from '@app/contracts/tax-profile-api';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';

export type TaxFormValues = Record<string, string | boolean>;

interface Field {
  name: string;
  label: string;
  kind?: 'text' | 'date' | 'number' | 'select';
  options?: readonly (readonly [string, string])[];
  autoComplete?: string;
  /** Shown only when this other field is checked (the treaty's article and rate). */
  when?: string;
}

const CLASSIFICATION_LABELS: Record<(typeof TAX_CLASSIFICATIONS)[number], string> = {
  individual: 'Individual or sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust or estate',
  llc: 'Limited liability company',
  other: 'Other',
};

/** The questions of each form (packages/contracts/src/tax-profile-api.ts checks the answers). */
export const TAX_FORM_FIELDS: Record<TaxForm, Field[]> = {
  w9: [
    { name: 'name', label: 'Name (as shown on your income tax return)', autoComplete: 'name' },
    { name: 'business_name', label: 'Business name (optional)', autoComplete: 'organization' },
    {
      name: 'tax_classification',
      label: 'Federal tax classification',
      kind: 'select',
      options: TAX_CLASSIFICATIONS.map((value) => [value, CLASSIFICATION_LABELS[value]] as const),
    },
    {
      name: 'tin_type',
      label: 'Taxpayer identification number',
      kind: 'select',
      options: [
        ['ssn', 'Social Security number (SSN)'],
        ['ein', 'Employer identification number (EIN)'],
      ],
    },
    { name: 'tin', label: 'SSN or EIN', autoComplete: 'off' },
    { name: 'address_line1', label: 'Street address', autoComplete: 'address-line1' },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'state', label: 'State (two letters, e.g. NY)', autoComplete: 'address-level1' },
    { name: 'postal_code', label: 'ZIP code', autoComplete: 'postal-code' },
  ],
  w8ben: [
    { name: 'name', label: 'Name', autoComplete: 'name' },
    { name: 'country', label: 'Country of citizenship (two letters, e.g. GB)', autoComplete: 'country' },
    { name: 'address_line1', label: 'Permanent residence: street address', autoComplete: 'address-line1' },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'postal_code', label: 'Postal code (optional)', autoComplete: 'postal-code' },
    { name: 'foreign_tin', label: 'Foreign tax identifying number (optional)', autoComplete: 'off' },
    { name: 'date_of_birth', label: 'Date of birth', kind: 'date', autoComplete: 'bday' },
    { name: 'treaty_article', label: 'Treaty article (e.g. Article 12)', when: 'treaty_claim' },
    { name: 'treaty_rate', label: 'Treaty rate on royalties (%)', kind: 'number', when: 'treaty_claim' },
  ],
};

/** A fresh form's answers: the first choice of every list, nothing certified. */
export const blankTaxForm = (): TaxFormValues => ({
  tax_classification: 'individual',
  tin_type: 'ssn',
  treaty_claim: false,
  certification: false,
});

/** The answers as the API takes them: the form's own fields, the treaty rate as a number. */
export function taxFormBody(form: TaxForm, values: TaxFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { form, certification: values.certification === true };
  for (const field of TAX_FORM_FIELDS[form]) {
    const value = values[field.name];
    if (field.when && values[field.when] !== true) continue;
    body[field.name] =
      field.kind === 'number' ? (value === '' || value === undefined ? null : Number(value)) : (value ?? '');
  }
  if (form === 'w8ben') body.treaty_claim = values.treaty_claim === true;
  return body;
}

const selectClasses = 'h-11 w-full rounded-md border border-slate-300 bg-white px-3';

/** The fields of one form, each with the server's message for it. */
export function TaxFormFields({
  form,
  values,
  errors,
  disabled,
  onChange,
}: {
  form: TaxForm;
  values: TaxFormValues;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (name: string, value: string | boolean) => void;
}) {
  const checkbox = (name: string, label: string) => (
    <div className="sm:col-span-2">
      <label className="flex gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          name={name}
          className="mt-1 h-4 w-4 shrink-0"
          checked={values[name] === true}
          disabled={disabled}
          aria-invalid={errors[name] ? true : undefined}
          onChange={(event) => onChange(name, event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {errors[name] && <p className="mt-1 text-sm font-medium text-red-700">{errors[name]}</p>}
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {form === 'w8ben' &&
        checkbox('treaty_claim', 'I claim the reduced rate of a tax treaty between my country and the United States')}
      {TAX_FORM_FIELDS[form]
        .filter((field) => !field.when || values[field.when] === true)
        .map((field) => (
          <FormField key={field.name} label={field.label} error={errors[field.name]}>
            {field.kind === 'select' ? (
              <select
                name={field.name}
                className={selectClasses}
                value={String(values[field.name] ?? '')}
                disabled={disabled}
                onChange={(event) => onChange(field.name, event.target.value)}
              >
                {field.options?.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <Input
                name={field.name}
                type={field.kind ?? 'text'}
                inputMode={field.kind === 'number' ? 'numeric' : undefined}
                value={String(values[field.name] ?? '')}
                disabled={disabled}
                autoComplete={field.autoComplete ?? 'off'}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            )}
          </FormField>
        ))}
      {checkbox(
        'certification',
        form === 'w9'
          ? 'Under penalties of perjury, I certify that the number shown is my correct taxpayer identification number and that I am a US citizen or other US person.'
          : 'Under penalties of perjury, I certify that I am the beneficial owner of this income and not a US person, and that the information above is correct.',
      )}
    </div>
  );
}
