import type {
  AuditEntry,
  BackupStatus,
  MailLogEntry,
  StaffAuthorFile,
  StaffAuthorsQuery,
  StaffAuthorSummary,
  StaffBook,
  StaffCatalogueService,
  StaffContactMessage,
  StaffEpisode,
  StaffInvoiceDetail,
  StaffQuoteRequest,
  StaffSubscriber,
  StaffTestimonial,
} from '@app/contracts/staff-api';
import type {
  AgeingReport,
  AuthorReceivables,
  CashReport,
  StaffHome,
  StaffInvoiceList,
  StaffInvoiceSummary,
} from '@app/contracts/receivables-api';
import type { Production, ProductionQueues, StageOwner, StageTemplate } from '@app/contracts/production-api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/** Everything the console reads, keyed under 'staff' so one invalidation refreshes it all. */
export const staffKeys = {
  all: ['staff'] as const,
  authors: (filters: StaffAuthorsQuery) => ['staff', 'authors', filters] as const,
  author: (id: string) => ['staff', 'author', id] as const,
  invoice: (id: string) => ['staff', 'invoice', id] as const,
  production: (projectId: string) => ['staff', 'production', projectId] as const,
};

const query = (filters: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  return params.size ? `?${params}` : '';
};

/** Staff data changes with every action anyone takes: always refetch on mount. */
const fresh = { staleTime: 0 } as const;

export const staffQueries = {
  authors: (filters: StaffAuthorsQuery) =>
    queryOptions({
      queryKey: staffKeys.authors(filters),
      queryFn: () => apiFetch<{ authors: StaffAuthorSummary[] }>(`/api/staff/authors${query(filters)}`),
      select: (data) => data.authors,
      ...fresh,
    }),
  author: (id: string) =>
    queryOptions({
      queryKey: staffKeys.author(id),
      queryFn: () => apiFetch<StaffAuthorFile>(`/api/staff/authors/${id}`),
      ...fresh,
    }),
  home: () =>
    queryOptions({ queryKey: ['staff', 'home'], queryFn: () => apiFetch<StaffHome>('/api/staff/home'), ...fresh }),
  /** The ageing report: its totals, and its authors a page after the last one read. */
  ageing: () =>
    infiniteQueryOptions({
      queryKey: ['staff', 'reports', 'ageing'],
      queryFn: ({ pageParam }) =>
        apiFetch<AgeingReport>(
          `/api/staff/reports/ageing${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      initialPageParam: '',
      getNextPageParam: (page) => page.next ?? undefined,
      ...fresh,
    }),
  cash: () =>
    queryOptions({
      queryKey: ['staff', 'reports', 'cash'],
      queryFn: () => apiFetch<CashReport>('/api/staff/reports/cash'),
      ...fresh,
    }),
  receivables: (authorId: string) =>
    queryOptions({
      queryKey: ['staff', 'receivables', authorId],
      queryFn: () => apiFetch<AuthorReceivables>(`/api/staff/authors/${authorId}/receivables`),
      ...fresh,
    }),
  /** The cross-author list for one query string (filters and sort), a page after the last one read. */
  invoices: (query: string) =>
    infiniteQueryOptions({
      queryKey: ['staff', 'invoices', query],
      queryFn: ({ pageParam }) =>
        apiFetch<StaffInvoiceList>(
          `/api/staff/invoices?${query}${pageParam ? `&after=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      initialPageParam: '',
      getNextPageParam: (page) => page.next ?? undefined,
      ...fresh,
    }),
  /** How many invoices match the filters, and their totals. */
  invoiceSummary: (query: string) =>
    queryOptions({
      queryKey: ['staff', 'invoices', 'summary', query],
      queryFn: () => apiFetch<StaffInvoiceSummary>(`/api/staff/invoices/summary?${query}`),
      ...fresh,
    }),
  invoice: (id: string) =>
    queryOptions({
      queryKey: staffKeys.invoice(id),
      queryFn: () => apiFetch<StaffInvoiceDetail>(`/api/staff/invoices/${id}`),
      ...fresh,
    }),
  books: () =>
    queryOptions({
      queryKey: ['staff', 'books'],
      queryFn: () => apiFetch<{ books: StaffBook[] }>('/api/staff/books'),
      select: (data) => data.books,
      ...fresh,
    }),
  episodes: () =>
    queryOptions({
      queryKey: ['staff', 'episodes'],
      queryFn: () => apiFetch<{ episodes: StaffEpisode[] }>('/api/staff/episodes'),
      select: (data) => data.episodes,
      ...fresh,
    }),
  testimonials: () =>
    queryOptions({
      queryKey: ['staff', 'testimonials'],
      queryFn: () => apiFetch<{ testimonials: StaffTestimonial[] }>('/api/staff/testimonials'),
      select: (data) => data.testimonials,
      ...fresh,
    }),
  catalogue: () =>
    queryOptions({
      queryKey: ['staff', 'catalogue'],
      queryFn: () => apiFetch<{ services: StaffCatalogueService[] }>('/api/staff/catalogue'),
      select: (data) => data.services,
      ...fresh,
    }),
  quotes: () =>
    queryOptions({
      queryKey: ['staff', 'inbox', 'quotes'],
      queryFn: () => apiFetch<{ quotes: StaffQuoteRequest[] }>('/api/staff/inbox/quotes'),
      select: (data) => data.quotes,
      ...fresh,
    }),
  contact: () =>
    queryOptions({
      queryKey: ['staff', 'inbox', 'contact'],
      queryFn: () => apiFetch<{ messages: StaffContactMessage[] }>('/api/staff/inbox/contact'),
      select: (data) => data.messages,
      ...fresh,
    }),
  subscribers: () =>
    queryOptions({
      queryKey: ['staff', 'inbox', 'newsletter'],
      queryFn: () => apiFetch<{ subscribers: StaffSubscriber[] }>('/api/staff/inbox/newsletter'),
      select: (data) => data.subscribers,
      ...fresh,
    }),
  audit: (filters: { author_id?: string; entity_type?: string }) =>
    queryOptions({
      queryKey: ['staff', 'audit', filters],
      queryFn: () => apiFetch<{ entries: AuditEntry[] }>(`/api/staff/audit${query({ ...filters, limit: '100' })}`),
      select: (data) => data.entries,
      ...fresh,
    }),
  backups: () =>
    queryOptions({
      queryKey: ['staff', 'backups'],
      queryFn: () => apiFetch<BackupStatus>('/api/staff/backups'),
      ...fresh,
    }),
  mail: (filters: { status?: string }) =>
    queryOptions({
      queryKey: ['staff', 'mail', filters],
      queryFn: () => apiFetch<{ mails: MailLogEntry[] }>(`/api/staff/mail${query({ ...filters, limit: '100' })}`),
      select: (data) => data.mails,
      ...fresh,
    }),
  /** Proofs waiting on authors, corrections waiting on staff, stages past their planned end. */
  productionQueues: () =>
    queryOptions({
      queryKey: ['staff', 'production', 'queues'],
      queryFn: () => apiFetch<ProductionQueues>('/api/staff/production/queues'),
      ...fresh,
    }),
  productionOwners: () =>
    queryOptions({
      queryKey: ['staff', 'production', 'owners'],
      queryFn: () => apiFetch<StageOwner[]>('/api/staff/production/owners'),
    }),
  production: (projectId: string) =>
    queryOptions({
      queryKey: staffKeys.production(projectId),
      queryFn: () => apiFetch<Production>(`/api/staff/projects/${encodeURIComponent(projectId)}/production`),
      ...fresh,
    }),
  stageTemplate: (serviceId: string) =>
    queryOptions({
      queryKey: ['staff', 'catalogue', serviceId, 'stages'],
      queryFn: () => apiFetch<StageTemplate[]>(`/api/staff/catalogue/${encodeURIComponent(serviceId)}/stages`),
      ...fresh,
    }),
};
