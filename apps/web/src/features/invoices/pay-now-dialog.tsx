import { findPaymentMethod, invoicePaymentMethod, PAYMENT_METHODS } from '@app/contracts/payment-methods';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { usePaymentPreference } from '../payment/use-payment-preference';

/**
 * "Pay now": how to pay this invoice with its own method (the invoice's, else the author's
 * preferred one; there is no card processing on the site). Other methods stay one click away.
 */
export function PayNowDialog({
  invoiceNumber,
  invoiceMethod,
  amount,
  open,
  onOpenChange,
}: {
  invoiceNumber: string;
  invoiceMethod: string | null;
  amount: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { method: preferred } = usePaymentPreference();
  const [chosen, setChosen] = useState<string | null>(null);
  const method = findPaymentMethod(chosen) ?? invoicePaymentMethod(invoiceMethod, preferred);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay invoice {invoiceNumber}</DialogTitle>
          <DialogDescription>
            Amount due: <strong>{amount}</strong>.{' '}
            {preferred ? 'Your preferred method is shown first.' : 'Choose how you would like to pay.'}
          </DialogDescription>
        </DialogHeader>
        <div role="tablist" aria-label="Payment method" className="mb-4 flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((option) => (
            <button
              key={option.id}
              type="button"
              role="tab"
              aria-selected={option.id === method.id}
              onClick={() => setChosen(option.id)}
              className={
                option.id === method.id
                  ? 'rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-white'
                  : 'rounded-full border border-slate-300 px-3 py-1.5 text-sm text-ink-dark hover:bg-slate-50'
              }
            >
              {option.label}
            </button>
          ))}
        </div>
        {/* The panel wraps the list: a list given another role would leave its items without a list. */}
        <div role="tabpanel" aria-label={method.label}>
          <ol className="list-decimal space-y-2 pl-5 text-slate-800">
            {method.instructions(invoiceNumber).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        {!preferred && (
          <Link to="/dashboard/payment" className={buttonClasses('link', 'sm', 'mt-4')}>
            Set your preferred payment method
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}
