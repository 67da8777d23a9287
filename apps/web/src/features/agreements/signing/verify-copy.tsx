import type { SignatureVerify } from '@app/contracts/agreement-signature';
import { useState } from 'react';
import { FileUploadButton } from '../../staff-console/file-upload-button';

/**
 * Uploads a PDF to `path` (an author's or the staff console's verify route) and says whether it is
 * the sealed copy: for the author on their signing page and for staff in the signature dialog.
 */
export function VerifyCopy({ path, title }: { path: string; title: string }) {
  const [verdict, setVerdict] = useState<SignatureVerify | null>(null);
  return (
    <div className="space-y-2">
      <FileUploadButton
        path={path}
        method="POST"
        success="File checked."
        inputLabel={`Copy of ${title} to verify`}
        accept="application/pdf"
        onUploaded={(result) => setVerdict(result as SignatureVerify)}
      >
        Verify a copy
      </FileUploadButton>
      {verdict && (
        <p
          role="status"
          data-testid="verify-result"
          className={verdict.matches ? 'font-medium text-green-800' : 'font-medium text-red-700'}
        >
          {verdict.message}
        </p>
      )}
    </div>
  );
}
