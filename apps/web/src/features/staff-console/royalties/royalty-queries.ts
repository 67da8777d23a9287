import type {
  AuthorRoyalties,
  BookSplit,
  ExchangeRate,
  RoyaltySettings,
  RoyaltyTermRow,
  SalesImport,
  SalesSource,
  Statement,
} from '@app/contracts/royalties-api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The royalties console's reads, under the console's 'staff' key (refreshed after every change). */
export const royaltyQueries = {
  sources: () =>
    queryOptions({
      queryKey: ['staff', 'sales-sources'],
      queryFn: () => apiFetch<SalesSource[]>('/api/staff/sales-sources'),
    }),
  imports: () =>
    queryOptions({
      queryKey: ['staff', 'sales-imports'],
      queryFn: () => apiFetch<SalesImport[]>('/api/staff/sales-imports'),
    }),
  importRun: (id: string) =>
    queryOptions({
      queryKey: ['staff', 'sales-import', id],
      queryFn: () => apiFetch<SalesImport>(`/api/staff/sales-imports/${id}`),
      // A running import is followed until it ends.
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 400 : false),
    }),
  account: (authorId: string) =>
    queryOptions({
      queryKey: ['staff', 'royalty-account', authorId],
      queryFn: () => apiFetch<AuthorRoyalties>(`/api/staff/authors/${authorId}/royalties`),
      enabled: Boolean(authorId),
    }),
  statement: (id: string) => ({
    queryKey: ['staff', 'royalty-statement', id] as const,
    queryFn: () => apiFetch<Statement>(`/api/staff/royalty-statements/${id}`),
  }),
  terms: (bookId: string) =>
    queryOptions({
      queryKey: ['staff', 'royalty-terms', bookId],
      queryFn: () => apiFetch<RoyaltyTermRow[]>(`/api/staff/books/${encodeURIComponent(bookId)}/royalty-terms`),
      enabled: Boolean(bookId),
    }),
  splits: (bookId: string) =>
    queryOptions({
      queryKey: ['staff', 'book-splits', bookId],
      queryFn: () => apiFetch<BookSplit[]>(`/api/staff/books/${encodeURIComponent(bookId)}/splits`),
      enabled: Boolean(bookId),
    }),
  rates: () =>
    queryOptions({
      queryKey: ['staff', 'exchange-rates'],
      queryFn: () => apiFetch<ExchangeRate[]>('/api/staff/royalties/exchange-rates'),
    }),
  settings: () =>
    queryOptions({
      queryKey: ['staff', 'royalty-settings'],
      queryFn: () => apiFetch<RoyaltySettings>('/api/staff/royalties/settings'),
    }),
};
