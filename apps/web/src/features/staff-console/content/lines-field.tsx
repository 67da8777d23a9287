import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { fieldError } from '../form-helpers';

/** A list of short texts edited as one line each (show notes, features); blank lines are dropped. */
export function LinesField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => (
        <FormField label={label} hint="One per line" error={fieldError(formState.errors, name)}>
          <Textarea
            rows={5}
            name={field.name}
            onBlur={field.onBlur}
            defaultValue={(field.value as string[]).join('\n')}
            onChange={(event) =>
              field.onChange(
                event.target.value
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean),
              )
            }
          />
        </FormField>
      )}
    />
  );
}
