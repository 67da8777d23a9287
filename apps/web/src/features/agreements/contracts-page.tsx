import { isWaitingForSignature } from '@app/contracts/agreement-signature';
import { canSignContract, contractStatusTone, countSignedContracts } from '@app/contracts/contract-status';
import { formatLongDate } from '@app/contracts/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, CircleDashed, Download, FileSignature, PenLine } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ResponsiveTable } from '../../components/ui/responsive-table';
import { cn } from '../../components/ui/cn';
import { useAuth } from '../auth/auth-provider';
import { dashboardQueries } from '../dashboard-layout/dashboard-queries';
import { EmptyState, PageHeading, RetryNotice } from '../dashboard-layout/query-status';
import { DownloadButton } from '../staff-console/download-button';

const ICONS = { danger: CircleAlert, success: CircleCheck } as const;
const ICON_COLOURS = { danger: 'text-red-600', success: 'text-green-700', warning: 'text-amber-600' } as const;

export function ContractsPage() {
  const { user } = useAuth();
  const contracts = useQuery({ ...dashboardQueries.contracts(user?.id), enabled: Boolean(user) });
  const rows = contracts.data ?? [];

  return (
    <>
      <PageHeading
        title="Agreement Documents"
        description="The agreements of your services: read, download and sign them."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <Card className="p-5">
          <p className="text-sm text-slate-700">Total Documents</p>
          <p className="text-2xl font-bold text-ink-dark" data-testid="total-documents">
            {rows.length}
          </p>
        </Card>
        <Card className="p-5">
          <p className="text-sm text-slate-700">Signed</p>
          <p className="text-2xl font-bold text-green-800" data-testid="signed-documents">
            {countSignedContracts(rows)}
          </p>
        </Card>
      </div>
      {contracts.isPending ? (
        <p className="text-slate-700">Loading agreement documents…</p>
      ) : rows.length === 0 ? (
        <EmptyState icon={<FileSignature aria-hidden="true" className="h-10 w-10" />}>
          No agreement documents found. Documents will appear here once services are activated.
        </EmptyState>
      ) : (
        <Card className="overflow-x-auto">
          <ResponsiveTable className="text-sm sm:min-w-[720px]">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {['Service / Agreement', 'Created', 'Signed', 'Status', 'Actions'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((contract) => {
                const tone = contractStatusTone(contract.status);
                const Icon = tone === 'danger' || tone === 'success' ? ICONS[tone] : CircleDashed;
                return (
                  <tr key={contract.id}>
                    <td className="px-4 py-3">
                      <p className="font-medium text-ink-dark">{contract.service_name}</p>
                      {contract.email_subject && <p className="text-slate-600">{contract.email_subject}</p>}
                    </td>
                    <td className="px-4 py-3" data-label="Created">
                      {formatLongDate(contract.created_at)}
                    </td>
                    <td className="px-4 py-3" data-label="Signed">
                      {formatLongDate(contract.signed_at)}
                    </td>
                    <td className="px-4 py-3" data-label="Status">
                      <span className="inline-flex items-center gap-1.5 capitalize">
                        <Icon
                          aria-hidden="true"
                          data-tone={tone}
                          className={cn('h-4 w-4', ICON_COLOURS[tone as keyof typeof ICON_COLOURS])}
                        />
                        {contract.status}
                      </span>
                      {contract.signature && contract.signature.status !== contract.status && (
                        <p className="text-xs text-slate-600 capitalize" data-testid="signature-status">
                          Signature: {contract.signature.status}
                        </p>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-2">
                        {contract.document_file_url && (
                          <DocumentDownload url={contract.document_file_url} serviceName={contract.service_name} />
                        )}
                        {canSignContract(contract.status) && isWaitingForSignature(contract.signature) && (
                          <Link
                            to={`/dashboard/contracts/${contract.id}/sign`}
                            className={buttonClasses('default', 'sm')}
                          >
                            <PenLine aria-hidden="true" className="h-4 w-4" />
                            Sign Now
                          </Link>
                        )}
                        {contract.signature?.sealed_url && (
                          <DownloadButton
                            path={contract.signature.sealed_url}
                            fileName={`${contract.service_name} (signed).pdf`}
                          >
                            Signed copy
                          </DownloadButton>
                        )}
                        {canSignContract(contract.status) && !contract.signature && contract.signing_url && (
                          <a
                            href={contract.signing_url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={buttonClasses('default', 'sm')}
                          >
                            <PenLine aria-hidden="true" className="h-4 w-4" />
                            Sign Now
                          </a>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ResponsiveTable>
        </Card>
      )}
      {contracts.isError && (
        <RetryNotice className="mt-4" what="agreement documents" onRetry={() => void contracts.refetch()} />
      )}
    </>
  );
}

/**
 * The agreement's document: a file we keep is served by the data API, which needs the bearer
 * token (a plain link would be refused); a document kept elsewhere opens in a new tab.
 */
function DocumentDownload({ url, serviceName }: { url: string; serviceName: string }) {
  const icon = <Download aria-hidden="true" className="h-4 w-4" />;
  if (url.startsWith('/api/')) {
    return (
      <DownloadButton path={url} fileName={`${serviceName}.pdf`}>
        {icon}
        Download
      </DownloadButton>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
      {icon}
      Download
    </a>
  );
}
