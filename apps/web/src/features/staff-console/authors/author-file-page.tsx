import { contractStatusTone } from '@app/contracts/contract-status';
import { formatLongDate } from '@app/contracts/dates';
import { invoiceStanding, isPayable } from '@app/contracts/invoice-standing';
import { invoiceNumber } from '@app/contracts/invoice-status';
import { installmentLabel, installmentPosition, installmentTone } from '@app/contracts/installment-status';
import { formatMoney } from '@app/contracts/money';
import { projectStatusBadge } from '@app/contracts/project-status';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { RetryNotice } from '../../dashboard-layout/query-status';
import { StatusBadge } from '../../dashboard-layout/status-badge';
import { InvoiceStatusBadge } from '../../invoices/invoice-status-badge';
import { AgreementActions } from '../agreements/agreement-actions';
import { AgreementDialog } from '../agreements/agreement-dialog';
import { SendForSignatureDialog, SignatureDialog } from '../agreements/signature-panel';
import { DownloadButton } from '../download-button';
import { InvoiceCreateDialog } from '../invoices/invoice-create-dialog';
import { InvoiceMailActions } from '../invoices/invoice-mail-actions';
import { ProjectDialog } from '../projects/project-dialog';
import { staffQueries } from '../staff-queries';
import { ACTIONS, Cell, Empty, Section, Table } from '../record-sections';
import { useIsAdmin } from '../use-staff-role';
import { AuthorMoneyCard } from './author-money-card';
import { AuthorProfileCard } from './author-profile-card';

/** /staff/authors/:authorId: one author's whole file. */
export function AuthorFilePage() {
  const { authorId = '' } = useParams();
  const isAdmin = useIsAdmin();
  const file = useQuery(staffQueries.author(authorId));
  if (file.isPending) return <Spinner label="Loading the author’s file" />;
  if (file.isError) return <RetryNotice what="author’s file" onRetry={() => void file.refetch()} />;
  const { invoices, projects, installments, agreements } = file.data;

  return (
    <div className="space-y-6">
      <p className="flex flex-wrap gap-4 text-sm">
        <Link to="/staff/authors" className="text-ink underline">
          ← All authors
        </Link>
        <Link to={`/staff/conversations/${authorId}`} className="text-ink underline">
          Support conversation
        </Link>
        <Link to={`/staff/audit?author_id=${authorId}`} className="text-ink underline">
          Change history
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <AuthorProfileCard file={file.data} isAdmin={isAdmin} />
        <AuthorMoneyCard authorId={authorId} />
      </div>

      <Section title="Invoices" action={isAdmin && <InvoiceCreateDialog authorId={authorId} projects={projects} />}>
        {invoices.length === 0 ? (
          <Empty>No invoices yet.</Empty>
        ) : (
          <Table head={['Invoice', 'Service', 'Issued', 'Due', 'Amount', 'Balance due', 'Status', ACTIONS]}>
            {invoices.map((invoice) => {
              const standing = invoiceStanding(invoice);
              return (
                <tr key={invoice.id}>
                  <Cell>
                    <Link to={`/staff/invoices/${invoice.id}`} className="font-semibold text-ink underline">
                      #{invoiceNumber(invoice)}
                    </Link>
                  </Cell>
                  <Cell>{invoice.service}</Cell>
                  <Cell>{formatLongDate(invoice.issue_date)}</Cell>
                  <Cell>{formatLongDate(invoice.due_date)}</Cell>
                  <Cell className="tabular-nums">{formatMoney(standing.total, invoice.currency)}</Cell>
                  <Cell className="tabular-nums">{formatMoney(standing.balance, invoice.currency)}</Cell>
                  <Cell>
                    <InvoiceStatusBadge standing={standing} />
                  </Cell>
                  <Cell className="space-x-2 whitespace-nowrap">
                    {isAdmin && isPayable(standing) && (
                      <InvoiceMailActions invoiceId={invoice.id} label={`#${invoiceNumber(invoice)}`} />
                    )}
                  </Cell>
                </tr>
              );
            })}
          </Table>
        )}
      </Section>

      <Section title="Projects" action={isAdmin && <ProjectDialog authorId={authorId} isAdmin />}>
        {projects.length === 0 ? (
          <Empty>No projects yet.</Empty>
        ) : (
          <Table head={['Service', 'Book', 'Status', 'Dates', 'Milestone note', ACTIONS]}>
            {projects.map((project) => {
              const badge = projectStatusBadge(project.project_status);
              return (
                <tr key={project.id}>
                  <Cell>{project.service}</Cell>
                  <Cell>{project.book_title ?? '—'}</Cell>
                  <Cell>
                    <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
                  </Cell>
                  <Cell>
                    {formatLongDate(project.start_date)} – {formatLongDate(project.completion_date)}
                  </Cell>
                  <Cell>{project.notes ?? '—'}</Cell>
                  <Cell className="space-x-2 whitespace-nowrap">
                    <ProjectDialog authorId={authorId} project={project} isAdmin={isAdmin} />
                    <Link
                      to={`/staff/authors/${authorId}/projects/${project.id}`}
                      className={buttonClasses('outline', 'sm')}
                      aria-label={`Production of ${project.book_title ?? project.service}`}
                    >
                      Production
                    </Link>
                  </Cell>
                </tr>
              );
            })}
          </Table>
        )}
      </Section>

      <Section title="Installments">
        {installments.length === 0 ? (
          <Empty>No installment plans.</Empty>
        ) : (
          <Table head={['Installment', 'Due', 'Amount', 'Status', 'Paid']}>
            {installments.map((row) => {
              const position = installmentPosition(row);
              const label = installmentLabel(row);
              return (
                <tr key={row.id}>
                  <Cell>
                    {row.invoice_id ? (
                      <Link to={`/staff/invoices/${row.invoice_id}`} className="text-ink underline">
                        {position.number} of {position.total}
                      </Link>
                    ) : (
                      `${position.number} of ${position.total}`
                    )}
                  </Cell>
                  <Cell>{formatLongDate(row.due_date)}</Cell>
                  <Cell className="tabular-nums">{formatMoney(row.amount)}</Cell>
                  <Cell>
                    <StatusBadge tone={installmentTone(label)}>{label}</StatusBadge>
                  </Cell>
                  <Cell>{formatLongDate(row.paid_date)}</Cell>
                </tr>
              );
            })}
          </Table>
        )}
      </Section>

      <Section title="Agreements" action={isAdmin && <AgreementDialog authorId={authorId} />}>
        {agreements.length === 0 ? (
          <Empty>No agreements yet.</Empty>
        ) : (
          <Table head={['Agreement', 'Status', 'Created', 'Signed', 'Document', ACTIONS]}>
            {agreements.map((agreement) => (
              <tr key={agreement.id}>
                <Cell>{agreement.service_name}</Cell>
                <Cell>
                  <StatusBadge tone={contractStatusTone(agreement.status)}>{agreement.status}</StatusBadge>
                </Cell>
                <Cell>{formatLongDate(agreement.created_at)}</Cell>
                <Cell>{formatLongDate(agreement.signed_at)}</Cell>
                <Cell>
                  {agreement.document_file_url ? (
                    <DownloadButton
                      path={`/api/staff/agreements/${agreement.id}/document`}
                      fileName={`${agreement.service_name}.pdf`}
                    >
                      Download PDF
                    </DownloadButton>
                  ) : (
                    '—'
                  )}
                </Cell>
                <Cell className="flex flex-wrap gap-2">
                  <SignatureDialog agreement={agreement} isAdmin={isAdmin} />
                  {isAdmin && (
                    <>
                      <AgreementDialog authorId={authorId} agreement={agreement} />
                      <SendForSignatureDialog agreement={agreement} />
                      <AgreementActions agreement={agreement} />
                    </>
                  )}
                </Cell>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </div>
  );
}
