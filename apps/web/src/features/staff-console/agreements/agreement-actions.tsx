import type { ContractDocument } from '@app/contracts/dashboard-api';
import { canSignContract } from '@app/contracts/contract-status';
import { toCalendarDay } from '@app/contracts/dates';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { useStaffMutation } from '../use-staff-mutation';

/** Attach the signed-off PDF and mark the agreement signed (today). */
export function AgreementActions({ agreement }: { agreement: ContractDocument }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useStaffMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch(`/api/staff/agreements/${agreement.id}/document`, { method: 'PUT', body });
    },
    success: 'Document attached.',
  });
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
      <label htmlFor={inputId} className="sr-only">
        Document for {agreement.service_name}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept="application/pdf"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? 'Uploading…' : agreement.document_file_url ? 'Replace PDF' : 'Upload PDF'}
      </Button>
      {canSignContract(agreement.status) && (
        <Button variant="outline" size="sm" disabled={sign.isPending} onClick={() => sign.mutate(undefined)}>
          Mark signed
        </Button>
      )}
    </>
  );
}
