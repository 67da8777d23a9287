import type { ComponentProps } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { fieldError } from './form-helpers';
import { Select } from './select';

/** A control's own attributes; `form` and `name` are the binding's. */
type ControlProps<P> = Omit<P, 'form' | 'name'>;

/** A form field registered with react-hook-form: its label, hint and the form's error for it. */
interface BoundFieldProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: Path<T>;
  label: string;
  hint?: string;
  registerOptions?: RegisterOptions<T, Path<T>>;
}

export function InputField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  registerOptions,
  ...input
}: BoundFieldProps<T> & ControlProps<ComponentProps<typeof Input>>) {
  return (
    <FormField label={label} hint={hint} error={fieldError(form.formState.errors, name)}>
      <Input {...input} {...form.register(name, registerOptions)} />
    </FormField>
  );
}

export function TextareaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  registerOptions,
  ...textarea
}: BoundFieldProps<T> & ControlProps<ComponentProps<typeof Textarea>>) {
  return (
    <FormField label={label} hint={hint} error={fieldError(form.formState.errors, name)}>
      <Textarea {...textarea} {...form.register(name, registerOptions)} />
    </FormField>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  registerOptions,
  ...select
}: BoundFieldProps<T> & ControlProps<ComponentProps<typeof Select>>) {
  return (
    <FormField label={label} hint={hint} error={fieldError(form.formState.errors, name)}>
      <Select {...select} {...form.register(name, registerOptions)} />
    </FormField>
  );
}
