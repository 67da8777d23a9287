import { formatLongDate } from '@app/contracts/dates';
import type { ImportPreview, SalesImport, TitleConfirmation } from '@app/contracts/royalties-api';
import { SALES_FIELD_LABELS, SALES_FIELDS, type ColumnMapping, type SalesField } from '@app/contracts/royalties';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { apiFetch } from '../../../lib/api-client';
import { Select } from '../select';
import { useIsAdmin } from '../use-staff-role';
import { useStaffMutation } from '../use-staff-mutation';
import { royaltyQueries } from './royalty-queries';

const NOT_IN_FILE = '';

type TitleMatch = ImportPreview['title_matches'][number];
/** A title match as the person ticked it: the same key whichever preview lists it. */
const matchKey = (match: Pick<TitleMatch, 'title' | 'identifier'>) => `${match.title}\u001f${match.identifier ?? ''}`;
type Confirmations = ReadonlyMap<string, TitleConfirmation>;

/** Rows the import will store: those the preview counted ready, with the matches ticked or unticked since. */
const rowsToImport = (preview: ImportPreview, confirmed: Confirmations) =>
  preview.title_matches.reduce((sum, match) => {
    const ticked = confirmed.has(matchKey(match));
    if (ticked === match.confirmed) return sum;
    return ticked ? sum + match.rows : sum - match.rows;
  }, preview.counts.ready);

/** Each sheet's mapping by sheet name ('' for a CSV file): sheets of one workbook differ. */
type SheetMappings = Record<string, ColumnMapping>;
type SheetMapping = ImportPreview['sheet_mappings'][number];
const sheetKey = (entry: Pick<SheetMapping, 'sheet'>) => entry.sheet ?? '';
const mappingsOf = (preview: ImportPreview): SheetMappings =>
  Object.fromEntries(preview.sheet_mappings.map((entry) => [sheetKey(entry), entry.mapping]));

const sameMapping = (a: ColumnMapping = {}, b: ColumnMapping = {}) =>
  SALES_FIELDS.every((field) => (a[field] ?? NOT_IN_FILE) === (b[field] ?? NOT_IN_FILE));
const sameMappings = (a: SheetMappings, b: SheetMappings) =>
  Object.keys({ ...a, ...b }).every((key) => sameMapping(a[key], b[key]));

const ORIGIN_LABELS: Record<SheetMapping['mapping_origin'], string> = {
  remembered: 'as this store’s last file',
  suggested: 'recognised from the headers',
  given: 'as chosen',
};

/** The request body of a preview or an import: the file and its options as one JSON field. */
function uploadBody(
  file: File,
  options: { source_id: string; sheet_mappings?: SheetMappings; confirmations: TitleConfirmation[] },
) {
  const body = new FormData();
  body.append('options', JSON.stringify(options));
  body.append('file', file);
  return body;
}

/** Upload → map → preview → confirm, then the import's progress; recent imports with undo. */
export function SalesImportSection() {
  const sources = useQuery(royaltyQueries.sources());
  const imports = useQuery(royaltyQueries.imports());
  const fileId = useId();
  const [sourceId, setSourceId] = useState('amazon-kdp');
  const [file, setFile] = useState<File | null>(null);
  const [mappings, setMappings] = useState<SheetMappings | undefined>(undefined);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // Kept apart from the preview: a confirmed match stays confirmed whatever the next preview lists.
  const [confirmed, setConfirmed] = useState<Confirmations>(new Map());
  const [runId, setRunId] = useState<string | null>(null);
  const isAdmin = useIsAdmin();

  const confirmations = (): TitleConfirmation[] => [...confirmed.values()];

  const previewCall = useStaffMutation({
    mutationFn: (options: { sheet_mappings?: SheetMappings }) =>
      apiFetch<ImportPreview>('/api/staff/sales-imports/preview', {
        method: 'POST',
        body: uploadBody(file!, {
          source_id: sourceId,
          sheet_mappings: options.sheet_mappings,
          confirmations: confirmations(),
        }),
      }),
    success: 'Preview ready: nothing is stored until you import',
    onSuccess: (result) => {
      setPreview(result);
      setMappings(mappingsOf(result));
    },
  });
  const importCall = useStaffMutation({
    mutationFn: () =>
      apiFetch<SalesImport>('/api/staff/sales-imports', {
        method: 'POST',
        // The mappings the preview showed, so the import stores what the preview counted.
        body: uploadBody(file!, {
          source_id: sourceId,
          sheet_mappings: preview ? mappingsOf(preview) : undefined,
          confirmations: confirmations(),
        }),
      }),
    success: 'Import started',
    onSuccess: (result) => {
      setRunId(result.id);
      setPreview(null);
    },
  });
  const undo = useStaffMutation({
    mutationFn: (id: string) => apiFetch<SalesImport>(`/api/staff/sales-imports/${id}/undo`, { method: 'POST' }),
    success: 'Import undone',
  });

  const startOver = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setMappings(undefined);
    setConfirmed(new Map());
  };

  return (
    <section aria-labelledby="import-heading" className="space-y-4">
      <h2 id="import-heading" className="text-xl font-semibold text-ink-dark">
        Import a sales report
      </h2>
      {isAdmin && (
        <Card className="space-y-4 p-4">
          <div className="flex flex-wrap items-end gap-4">
            <div>
              <Label htmlFor={`${fileId}-source`}>Store</Label>
              <Select
                id={`${fileId}-source`}
                value={sourceId}
                onChange={(event) => {
                  setSourceId(event.target.value);
                  setPreview(null);
                  setMappings(undefined);
                }}
                options={(sources.data ?? []).map((source) => ({ value: source.id, label: source.name }))}
              />
            </div>
            <div>
              <Label htmlFor={fileId}>Report file (CSV or XLSX)</Label>
              <input
                id={fileId}
                type="file"
                accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="block text-sm"
                onChange={(event) => startOver(event.target.files?.[0] ?? null)}
              />
            </div>
            <Button
              disabled={!file || previewCall.isPending}
              onClick={() => previewCall.mutate({ sheet_mappings: mappings })}
            >
              {previewCall.isPending ? 'Reading the file…' : preview ? 'Preview again' : 'Preview'}
            </Button>
          </div>
          {preview && (
            <PreviewPanel
              preview={preview}
              mappings={mappings ?? {}}
              onMappings={setMappings}
              confirmed={confirmed}
              onConfirmed={setConfirmed}
              importing={importCall.isPending}
              onImport={() => importCall.mutate(undefined)}
            />
          )}
          {runId && <ImportProgress id={runId} />}
        </Card>
      )}

      {/* Relative: the table's screen-reader-only text is clipped by the card, not laid out beyond the screen. */}
      <Card className="relative overflow-x-auto p-4">
        <h3 className="mb-2 font-semibold text-ink-dark">Recent imports</h3>
        <table className="w-full text-left text-sm" data-testid="sales-imports">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th className="px-2 py-1.5">When</th>
              <th className="px-2 py-1.5">Store</th>
              <th className="px-2 py-1.5">File</th>
              <th className="px-2 py-1.5">Status</th>
              <th className="px-2 py-1.5 text-right">Imported</th>
              <th className="px-2 py-1.5 text-right">Duplicates</th>
              <th className="px-2 py-1.5 text-right">Failed</th>
              <th className="px-2 py-1.5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {(imports.data ?? []).map((run) => (
              <tr key={run.id}>
                <td className="px-2 py-1.5">{formatLongDate(run.created_at)}</td>
                <td className="px-2 py-1.5">{run.source_name}</td>
                <td className="px-2 py-1.5">{run.file_name}</td>
                <td className="px-2 py-1.5">
                  {run.status}
                  {run.status === 'failed' && run.error && (
                    <span className="block text-xs text-red-800">{run.error}</span>
                  )}
                </td>
                <td className="px-2 py-1.5 text-right tabular-nums">{run.rows_imported}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{run.rows_duplicate}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{run.rows_failed}</td>
                <td className="px-2 py-1.5 text-right">
                  {isAdmin && run.status === 'imported' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={undo.isPending}
                      onClick={() => window.confirm(`Undo the import of ${run.file_name}?`) && undo.mutate(run.id)}
                    >
                      Undo
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}

function PreviewPanel({
  preview,
  mappings,
  onMappings,
  confirmed,
  onConfirmed,
  importing,
  onImport,
}: {
  preview: ImportPreview;
  mappings: SheetMappings;
  onMappings: (mappings: SheetMappings) => void;
  confirmed: Confirmations;
  onConfirmed: (confirmed: Confirmations) => void;
  importing: boolean;
  onImport: () => void;
}) {
  const { counts } = preview;
  return (
    <div className="space-y-4" data-testid="import-preview">
      {preview.sheet_mappings.map((entry) => (
        <SheetColumns
          key={sheetKey(entry)}
          entry={entry}
          mapping={mappings[sheetKey(entry)] ?? {}}
          onMapping={(mapping) => onMappings({ ...mappings, [sheetKey(entry)]: mapping })}
        />
      ))}
      {preview.mapping_problems.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-red-800" role="alert">
          {preview.mapping_problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : (
        <>
          <p className="text-sm text-slate-800" data-testid="preview-counts">
            {counts.total} rows: {counts.ready} ready, {counts.needs_confirmation} matched by title, {counts.failed}{' '}
            failing, {counts.duplicate} already imported.
            {preview.already_imported &&
              ` This very file was imported on ${formatLongDate(preview.already_imported.created_at)}.`}
          </p>
          {preview.title_matches.length > 0 && (
            <fieldset className="space-y-1">
              <legend className="font-semibold text-ink-dark">Matched by title: confirm each</legend>
              {preview.title_matches.map((match) => (
                <label key={matchKey(match)} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={confirmed.has(matchKey(match))}
                    onChange={(event) => {
                      const next = new Map(confirmed);
                      if (event.target.checked) {
                        next.set(matchKey(match), {
                          title: match.title,
                          identifier: match.identifier,
                          book_id: match.book_id,
                        });
                      } else next.delete(matchKey(match));
                      onConfirmed(next);
                    }}
                  />
                  “{match.title}” {match.identifier && `(${match.identifier})`} is “{match.book_title}” — {match.rows}{' '}
                  rows
                </label>
              ))}
            </fieldset>
          )}
          {preview.failures.length > 0 && (
            <div>
              <h3 className="font-semibold text-ink-dark">Rows that will not be imported</h3>
              <ul className="text-sm text-red-800" data-testid="preview-failures">
                {preview.failures.map((failure) => (
                  <li key={`${failure.sheet} ${failure.row}`}>
                    {failure.sheet ? `${failure.sheet}, ` : ''}row {failure.row}: {failure.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="text-sm text-slate-700">
            Titles you confirm count when you preview again or import; unconfirmed ones are left out.
          </p>
          {sameMappings(mappings, mappingsOf(preview)) ? (
            <Button onClick={onImport} disabled={importing}>
              Import {rowsToImport(preview, confirmed)} rows
            </Button>
          ) : (
            <p className="text-sm text-slate-800" role="status">
              Preview again to apply the columns you changed.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** One sheet's columns (a CSV file is one sheet without a name), each of our fields to one header. */
function SheetColumns({
  entry,
  mapping,
  onMapping,
}: {
  entry: SheetMapping;
  mapping: ColumnMapping;
  onMapping: (mapping: ColumnMapping) => void;
}) {
  const id = useId();
  const headerOptions = [{ value: NOT_IN_FILE, label: '(not in the file)' }, ...entry.headers];
  const setField = (field: SalesField, header: string) => onMapping({ ...mapping, [field]: header || undefined });
  return (
    <fieldset data-testid="sheet-columns">
      <legend className="mb-2 font-semibold text-ink-dark">
        {entry.sheet ? `Columns of the sheet “${entry.sheet}”` : 'Columns'} ({ORIGIN_LABELS[entry.mapping_origin]})
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SALES_FIELDS.map((field) => (
          <div key={field}>
            <Label htmlFor={`${id}-${field}`}>{SALES_FIELD_LABELS[field]}</Label>
            <Select
              id={`${id}-${field}`}
              value={mapping[field] ?? NOT_IN_FILE}
              onChange={(event) => setField(field, event.target.value)}
              options={headerOptions}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The running import: rows read so far, and failed rows apart in red (a failed row is not imported). */
function ImportProgress({ id }: { id: string }) {
  const run = useQuery(royaltyQueries.importRun(id));
  if (!run.data) return null;
  const { rows_processed: done, rows_total: total, rows_failed: failed, status } = run.data;
  const troubled = failed > 0 || status === 'failed';
  return (
    <div className="space-y-1" data-testid="import-progress" data-failed={troubled || undefined}>
      <progress
        className={`w-full ${troubled ? 'accent-red-700' : 'accent-green-700'}`}
        max={Math.max(total, 1)}
        value={done}
        aria-label="Import progress"
      />
      {failed > 0 && (
        <p className="text-sm font-semibold text-red-800" data-testid="import-failed-rows">
          {failed} of {total} rows failed and are not imported: the preview lists why.
        </p>
      )}
      <p className="text-sm text-slate-800" role="status">
        {status === 'running'
          ? `Importing… ${done} of ${total} rows`
          : status === 'imported'
            ? `Imported ${run.data.rows_imported} rows (${run.data.rows_duplicate} already there, ${run.data.rows_failed} failed).`
            : `Import ${status}${run.data.error ? `: ${run.data.error}` : ''}`}
      </p>
    </div>
  );
}
