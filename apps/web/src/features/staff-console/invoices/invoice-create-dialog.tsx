import type { Project } from '@app/contracts/dashboard-api';
import { addDaysToCalendarDay, toCalendarDay } from '@app/contracts/dates';
import type { StaffInvoiceDetail } from '@app/contracts/staff-api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { apiFetch } from '../../../lib/api-client';
import { InvoiceForm, newInvoiceValues } from './invoice-form';

/** "New invoice" on an author's file; opens the invoice editor once created (plan, payments). */
export function InvoiceCreateDialog({ authorId, projects }: { authorId: string; projects: readonly Project[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const today = toCalendarDay(new Date());
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" onClick={() => setOpen(true)}>
        New invoice
      </Button>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>New invoice</DialogTitle>
        </DialogHeader>
        <InvoiceForm
          defaultValues={newInvoiceValues(today, addDaysToCalendarDay(today, 30))}
          projects={projects}
          submitLabel="Create invoice"
          successMessage="Invoice created."
          save={(body) =>
            apiFetch<StaffInvoiceDetail>(`/api/staff/authors/${authorId}/invoices`, { method: 'POST', body })
          }
          onSaved={(invoice) => {
            setOpen(false);
            void navigate(`/staff/invoices/${invoice.id}`);
          }}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
