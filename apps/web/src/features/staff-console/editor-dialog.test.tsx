// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { InputField } from './bound-fields';
import { EditorDialog } from './editor-dialog';
import { asNumber } from './form-helpers';
import { useEditor } from './use-editor';

const schema = z.object({ title: z.string().min(1, 'Enter a title'), pages: z.number().int().positive().nullable() });

function Editor({ save }: { save: (values: z.infer<typeof schema>) => Promise<unknown> }) {
  const form = useForm({ resolver: zodResolver(schema), values: { title: '', pages: null } });
  const editor = useEditor(form, { save, success: 'Book added.' });
  return (
    <EditorDialog {...editor} trigger={{ label: 'New book' }} title="New book" submitLabel="Save book">
      <InputField form={form} name="title" label="Title" />
      <InputField form={form} name="pages" label="Pages" type="number" registerOptions={asNumber} />
    </EditorDialog>
  );
}

function renderEditor(save: (values: z.infer<typeof schema>) => Promise<unknown>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Editor save={save} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('EditorDialog with useEditor and bound fields', () => {
  it('opens a form labelled by its title and shows the schema error on the field without saving', async () => {
    const save = vi.fn((_values: z.infer<typeof schema>) => Promise.resolve({}));
    renderEditor(save);
    await userEvent.click(screen.getByRole('button', { name: 'New book' }));
    expect(screen.getByRole('form', { name: 'New book' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save book' }));
    const title = screen.getByLabelText('Title');
    // The schema check runs asynchronously after the click.
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a title').id).toBe(title.getAttribute('aria-describedby'));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the registered values and closes once saved', async () => {
    const save = vi.fn((_values: z.infer<typeof schema>) => Promise.resolve({}));
    renderEditor(save);
    await userEvent.click(screen.getByRole('button', { name: 'New book' }));
    await userEvent.type(screen.getByLabelText('Title'), 'The Salt Road');
    await userEvent.type(screen.getByLabelText('Pages'), '312');
    await userEvent.click(screen.getByRole('button', { name: 'Save book' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({ title: 'The Salt Road', pages: 312 });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New book' })).toBeNull());
  });

  it('opens empty for a new record after a save and after Cancel', async () => {
    const save = vi.fn((_values: z.infer<typeof schema>) => Promise.resolve({}));
    renderEditor(save);
    await userEvent.click(screen.getByRole('button', { name: 'New book' }));
    await userEvent.type(screen.getByLabelText('Title'), 'The Salt Road');
    await userEvent.click(screen.getByRole('button', { name: 'Save book' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New book' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'New book' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Title'), 'Draft title');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'New book' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });
});
