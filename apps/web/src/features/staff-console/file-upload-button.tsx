import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { apiFetch } from '../../lib/api-client';
import { useStaffMutation } from './use-staff-mutation';

/**
 * A small button that uploads the picked file (PUT by default, multipart field `file`) to `path`;
 * `onUploaded` receives the answer. The file input
 * itself stays visually hidden but labelled, and is cleared after each pick so choosing the same
 * file again uploads it again.
 */
export function FileUploadButton({
  path,
  success,
  inputLabel,
  accept,
  method = 'PUT',
  onUploaded,
  children,
}: {
  path: string;
  method?: 'PUT' | 'POST';
  onUploaded?: (result: unknown) => void;
  success: string;
  inputLabel: string;
  accept: string;
  children: ReactNode;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useStaffMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch(path, { method, body });
    },
    success,
    onSuccess: onUploaded,
  });
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {inputLabel}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
      <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? 'Uploading…' : children}
      </Button>
    </>
  );
}
