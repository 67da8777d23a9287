import { formatLongDate } from '@app/contracts/dates';
import { PROJECT_FILE_KINDS, type ProjectFile, type ProjectFileKind } from '@app/contracts/production-api';
import { useId, useState } from 'react';
import { formatBytes } from '../../../lib/format-bytes';
import { DownloadButton } from '../download-button';
import { FileUploadButton } from '../file-upload-button';
import { ACTIONS, Cell, Empty, Section, Table } from '../record-sections';
import { Select } from '../select';

/** The project's files both ways: each upload a new version, every version downloadable. */
export function ProjectFilesSection({ projectId, files }: { projectId: string; files: ProjectFile[] }) {
  const kindId = useId();
  const [kind, setKind] = useState<ProjectFileKind>('proof');
  return (
    <Section
      title="Files"
      action={
        <div className="flex items-center gap-2">
          <label htmlFor={kindId} className="text-sm text-slate-700">
            Kind
          </label>
          <Select
            id={kindId}
            className="h-9 w-36"
            value={kind}
            onChange={(event) => setKind(event.target.value as ProjectFileKind)}
            options={PROJECT_FILE_KINDS}
          />
          <FileUploadButton
            path={`/api/staff/projects/${projectId}/files?kind=${kind}`}
            method="POST"
            accept={kind === 'proof' ? 'application/pdf' : '*/*'}
            inputLabel={`Upload a ${kind} file`}
            success="File uploaded."
          >
            Upload
          </FileUploadButton>
        </div>
      }
    >
      {files.length === 0 ? (
        <Empty>No files yet.</Empty>
      ) : (
        <Table head={['File', 'Version', 'Size', 'From', 'When', ACTIONS]}>
          {files.flatMap((file) =>
            file.versions.map((version) => (
              <tr key={version.id}>
                <Cell>
                  {file.name} <span className="text-slate-600">({file.kind})</span>
                </Cell>
                <Cell>{version.version}</Cell>
                <Cell className="tabular-nums">{formatBytes(version.size_bytes)}</Cell>
                <Cell>
                  {version.uploaded_by_email} <span className="text-slate-600">({version.uploaded_by_role})</span>
                </Cell>
                <Cell>{formatLongDate(version.created_at)}</Cell>
                <Cell>
                  <DownloadButton
                    path={`/api/staff/projects/${projectId}/file-versions/${version.id}`}
                    fileName={file.name}
                  >
                    Download
                    <span className="sr-only">
                      {' '}
                      {file.name} version {version.version}
                    </span>
                  </DownloadButton>
                </Cell>
              </tr>
            )),
          )}
        </Table>
      )}
    </Section>
  );
}
