import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** The building blocks of a record's page in the console: titled sections holding tables. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink-dark">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** The heading of a column of buttons: read out, not shown. */
export const ACTIONS = 'Actions';

export const Empty = ({ children }: { children: ReactNode }) => <p className="text-slate-600">{children}</p>;

export function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    // Relative: the screen-reader-only column heading stays inside the scrolling box instead of
    // widening the page on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {head.map((label, index) => (
              <th key={index} className="px-3 py-2 font-medium">
                {label === ACTIONS ? <span className="sr-only">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const Cell = ({ children, className }: { children: ReactNode; className?: string }) => (
  <td className={`px-3 py-2 align-top ${className ?? ''}`}>{children}</td>
);
