// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { InputField } from '../bound-fields';
import { EditorDialog } from '../editor-dialog';
import { useContentEditor } from './use-content-editor';

const schema = z.object({ id: z.string().min(1), title: z.string().min(1) });

function BookEditor({ book }: { book?: z.infer<typeof schema> }) {
  const form = useForm({ resolver: zodResolver(schema), values: book ?? { id: '', title: '' } });
  const editor = useContentEditor(form, { collection: '/api/staff/books', id: book?.id, noun: 'book' });
  return (
    <EditorDialog {...editor} title={book ? `Edit ${book.title}` : 'New book'}>
      <InputField form={form} name="id" label="Address" />
      <InputField form={form} name="title" label="Title" />
    </EditorDialog>
  );
}

const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));

function renderEditor(book?: z.infer<typeof schema>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BookEditor book={book} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useContentEditor', () => {
  it('adds a new piece with a POST of every field to the collection', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'New book' }));
    await userEvent.type(screen.getByLabelText('Address'), 'the-salt-road');
    await userEvent.type(screen.getByLabelText('Title'), 'The Salt Road');
    await userEvent.click(screen.getByRole('button', { name: 'Save book' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/staff/books');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ id: 'the-salt-road', title: 'The Salt Road' });
  });

  it('saves an existing piece with a PATCH at its address, leaving out its id', async () => {
    renderEditor({ id: 'the-salt-road', title: 'The Salt Road' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Salt Road');
    await userEvent.click(screen.getByRole('button', { name: 'Save book' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/staff/books/the-salt-road');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ title: 'Salt Road' });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });
});
