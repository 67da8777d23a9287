import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { apiFetch } from '../../../lib/api-client';
import { useEditor } from '../use-editor';

/**
 * The editor of one piece of public content: a new one is POSTed to the collection, an existing one
 * PATCHed at its own address (without its id, which cannot change). Returns the EditorDialog props
 * that follow from the noun: trigger, submit label, and the toast once saved.
 */
export function useContentEditor<TFields extends FieldValues, TContext, TValues extends object>(
  form: UseFormReturn<TFields, TContext, TValues>,
  { collection, id, noun }: { collection: string; id: string | undefined; noun: string },
) {
  const editing = id !== undefined;
  const capitalised = noun.charAt(0).toUpperCase() + noun.slice(1);
  const editor = useEditor(form, {
    save: (values: TValues) => {
      if (!editing) return apiFetch(collection, { method: 'POST', body: values });
      const { id: _unchangeable, ...fields } = values as TValues & { id?: unknown };
      return apiFetch(`${collection}/${id}`, { method: 'PATCH', body: fields });
    },
    success: editing ? `${capitalised} saved.` : `${capitalised} added.`,
  });
  return {
    ...editor,
    trigger: editing ? ({ label: 'Edit', variant: 'outline', size: 'sm' } as const) : { label: `New ${noun}` },
    submitLabel: `Save ${noun}`,
  };
}
