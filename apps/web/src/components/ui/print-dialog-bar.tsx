import { Printer, X } from 'lucide-react';
import { Button } from './button';
import { DialogClose } from './dialog';
import './print-sheet.css';

/**
 * The bar above a printable document in a dialog (an invoice, a royalty statement): print, which
 * the browser can save as PDF, and close. It is left out of the printed page.
 */
export function PrintDialogBar({ ready, closeLabel }: { ready: boolean; closeLabel: string }) {
  return (
    <div className="sticky top-0 z-10 flex items-center justify-end gap-2 border-b border-slate-200 bg-white px-6 py-3 print:hidden">
      <Button variant="outline" size="sm" onClick={() => window.print()} disabled={!ready}>
        <Printer aria-hidden="true" className="h-4 w-4" />
        Print / Download PDF
      </Button>
      <DialogClose asChild>
        <Button variant="ghost" size="sm" aria-label={closeLabel}>
          <X aria-hidden="true" className="h-5 w-5" />
        </Button>
      </DialogClose>
    </div>
  );
}
