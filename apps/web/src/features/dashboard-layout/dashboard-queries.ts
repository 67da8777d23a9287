import type {
  AuthorBook,
  AuthorProfile,
  ContractDocument,
  Installment,
  InvoiceDetail,
  InvoiceSummary,
  PaymentPreference,
  Project,
  ReminderPreference,
} from '@app/contracts/dashboard-api';
import type { MyEarnings } from '@app/contracts/author-earnings-api';
import type { PaymentProfile } from '@app/contracts/payouts-api';
import type { MySales, Statement } from '@app/contracts/royalties-api';
import type { TaxProfileResponse } from '@app/contracts/tax-profile-api';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/**
 * The dashboard's queries, keyed by ['dashboard', resource, userId] so one author's cache is never
 * shown to the next person signing in on the same browser. Pages pass `enabled: Boolean(userId)`.
 */
const key = (resource: string, userId: string | undefined, ...rest: string[]) =>
  ['dashboard', resource, userId ?? '', ...rest] as const;

export const dashboardQueries = {
  profile: (userId: string | undefined) =>
    queryOptions({ queryKey: key('profile', userId), queryFn: () => apiFetch<AuthorProfile>('/api/me/profile') }),
  invoices: (userId: string | undefined) =>
    queryOptions({ queryKey: key('invoices', userId), queryFn: () => apiFetch<InvoiceSummary[]>('/api/me/invoices') }),
  invoice: (userId: string | undefined, invoiceId: string) =>
    queryOptions({
      queryKey: key('invoice', userId, invoiceId),
      queryFn: () => apiFetch<InvoiceDetail>(`/api/me/invoices/${encodeURIComponent(invoiceId)}`),
    }),
  projects: (userId: string | undefined) =>
    queryOptions({ queryKey: key('projects', userId), queryFn: () => apiFetch<Project[]>('/api/me/projects') }),
  installments: (userId: string | undefined) =>
    queryOptions({
      queryKey: key('installments', userId),
      queryFn: () => apiFetch<Installment[]>('/api/me/installments'),
    }),
  contracts: (userId: string | undefined) =>
    queryOptions({
      queryKey: key('contracts', userId),
      queryFn: () => apiFetch<ContractDocument[]>('/api/me/contracts'),
    }),
  books: (userId: string | undefined) =>
    queryOptions({ queryKey: key('books', userId), queryFn: () => apiFetch<AuthorBook[]>('/api/me/books') }),
  paymentMethod: (userId: string | undefined) =>
    queryOptions({
      queryKey: key('payment-method', userId),
      queryFn: () => apiFetch<PaymentPreference>('/api/me/payment-method'),
    }),
  paymentProfile: (userId: string | undefined) =>
    queryOptions({
      queryKey: key('payment-profile', userId),
      queryFn: () => apiFetch<{ profile: PaymentProfile | null }>('/api/me/payment-profile'),
    }),
  taxProfile: (userId: string | undefined) =>
    queryOptions({
      queryKey: key('tax-profile', userId),
      queryFn: () => apiFetch<TaxProfileResponse>('/api/me/tax-profile'),
    }),
  earnings: (userId: string | undefined) =>
    queryOptions({ queryKey: key('earnings', userId), queryFn: () => apiFetch<MyEarnings>('/api/me/earnings') }),
  royalties: (userId: string | undefined) =>
    queryOptions({ queryKey: key('royalties', userId), queryFn: () => apiFetch<MySales>('/api/me/royalties') }),
  royaltyStatement: (userId: string | undefined, statementId: string) =>
    queryOptions({
      queryKey: key('royalty-statement', userId, statementId),
      queryFn: () => apiFetch<Statement>(`/api/me/royalty-statements/${encodeURIComponent(statementId)}`),
    }),
  reminders: (userId: string | undefined) =>
    queryOptions({
      queryKey: key('reminders', userId),
      queryFn: () => apiFetch<ReminderPreference>('/api/me/reminders'),
    }),
};
