import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethodId } from '@app/contracts/payment-methods';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { StatusBadge } from '../dashboard-layout/status-badge';

/**
 * The 4 payment methods as radio options; PayPal is pre-selected when nothing is set. Mount it
 * when it opens, so it starts from the current preference.
 */
export function MethodPickerDialog({
  open,
  current,
  saving,
  onOpenChange,
  onSave,
}: {
  open: boolean;
  current: PaymentMethodId | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (method: PaymentMethodId) => void;
}) {
  const [choice, setChoice] = useState<PaymentMethodId>(current ?? DEFAULT_PAYMENT_METHOD);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Preferred payment method</DialogTitle>
          <DialogDescription>We show this method first on your invoices and payment instructions.</DialogDescription>
        </DialogHeader>
        <RadioGroup.Root
          value={choice}
          onValueChange={(value) => setChoice(value as PaymentMethodId)}
          aria-label="Payment method"
          className="space-y-2"
        >
          {PAYMENT_METHODS.map((method) => (
            <label
              key={method.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-ink has-[[data-state=checked]]:bg-paper"
            >
              <RadioGroup.Item
                value={method.id}
                aria-label={method.label}
                className="mt-1 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink data-[state=checked]:border-ink"
              >
                <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-ink" />
              </RadioGroup.Item>
              <span className="flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink-dark">{method.label}</span>
                  <StatusBadge tone={method.badgeTone}>{method.badge}</StatusBadge>
                </span>
                <span className="block text-sm text-slate-700">{method.description}</span>
              </span>
            </label>
          ))}
        </RadioGroup.Root>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => onSave(choice)} disabled={saving}>
            {saving ? 'Saving…' : 'Save preference'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
