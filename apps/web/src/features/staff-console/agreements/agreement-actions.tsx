import type { ContractDocument } from '@app/contracts/dashboard-api';
import { canReplaceAgreementDocument, handSigningRefusal } from '@app/contracts/agreement-signature';
import { canSignContract } from '@app/contracts/contract-status';
import { toCalendarDay } from '@app/contracts/dates';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiFetch } from '../../../lib/api-client';
import { FileUploadButton } from '../file-upload-button';
import { useStaffMutation } from '../use-staff-mutation';

/**
 * Attach the PDF and mark the agreement signed on the day it was (today by default), where the
 * server allows it: neither once the PDF is out for an in-app signature, whose outcome (signed,
 * countersigned or declined) is the author's.
 */
export function AgreementActions({ agreement }: { agreement: ContractDocument }) {
  const [signedOn, setSignedOn] = useState(() => toCalendarDay(new Date()));
  const sign = useStaffMutation({
    mutationFn: () =>
      apiFetch(`/api/staff/agreements/${agreement.id}/sign`, {
        method: 'POST',
        body: { signed_on: signedOn },
      }),
    success: 'Marked as signed.',
  });
  return (
    <>
      {canReplaceAgreementDocument(agreement.signature) && (
        <FileUploadButton
          path={`/api/staff/agreements/${agreement.id}/document`}
          success="Document attached."
          inputLabel={`Document for ${agreement.service_name}`}
          accept="application/pdf"
        >
          {agreement.document_file_url ? 'Replace PDF' : 'Upload PDF'}
        </FileUploadButton>
      )}
      {canSignContract(agreement.status) && handSigningRefusal(agreement.signature) === null && (
        <span className="inline-flex items-center gap-2">
          <Input
            type="date"
            className="h-9 w-40"
            aria-label={`Signing date of ${agreement.service_name}`}
            value={signedOn}
            max={toCalendarDay(new Date())}
            onChange={(event) => setSignedOn(event.target.value)}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={sign.isPending || !signedOn}
            onClick={() => sign.mutate(undefined)}
          >
            Mark signed
          </Button>
        </span>
      )}
    </>
  );
}
