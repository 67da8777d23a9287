import type { ContractDocument } from '@app/contracts/dashboard-api';
import { canSignContract } from '@app/contracts/contract-status';
import { toCalendarDay } from '@app/contracts/dates';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { FileUploadButton } from '../file-upload-button';
import { useStaffMutation } from '../use-staff-mutation';

/** Attach the signed-off PDF and mark the agreement signed (today). */
export function AgreementActions({ agreement }: { agreement: ContractDocument }) {
  const sign = useStaffMutation({
    mutationFn: () =>
      apiFetch(`/api/staff/agreements/${agreement.id}/sign`, {
        method: 'POST',
        body: { signed_on: toCalendarDay(new Date()) },
      }),
    success: 'Marked as signed.',
  });
  return (
    <>
      <FileUploadButton
        path={`/api/staff/agreements/${agreement.id}/document`}
        success="Document attached."
        inputLabel={`Document for ${agreement.service_name}`}
        accept="application/pdf"
      >
        {agreement.document_file_url ? 'Replace PDF' : 'Upload PDF'}
      </FileUploadButton>
      {canSignContract(agreement.status) && (
        <Button variant="outline" size="sm" disabled={sign.isPending} onClick={() => sign.mutate(undefined)}>
          Mark signed
        </Button>
      )}
    </>
  );
}
