import { contentQueryKeys, type PublicBook } from '@app/contracts/public-content';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { fetchOrNull } from '../../lib/content-query';

export const booksQuery = queryOptions({
  queryKey: contentQueryKeys.books,
  queryFn: async () => (await apiFetch<{ books: PublicBook[] }>('/api/books')).books,
});

export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: contentQueryKeys.book(id),
    queryFn: () => fetchOrNull(`/api/books/${encodeURIComponent(id)}`, (body: { book: PublicBook }) => body.book),
  });
