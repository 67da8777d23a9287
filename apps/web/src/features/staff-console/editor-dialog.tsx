import type { FormEventHandler, ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

/**
 * The console's create/edit dialog: the button that opens it, a titled form (labelled by its title
 * for assistive technology) and Cancel / Save. The caller owns the open state so a successful save
 * can close it.
 */
export function EditorDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  wide = false,
  onSubmit,
  saving,
  submitLabel,
  savingLabel = 'Saving…',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: { label: string; variant?: ButtonVariant; size?: ButtonSize };
  title: string;
  description?: ReactNode;
  wide?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  submitLabel: string;
  savingLabel?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <Button variant={trigger.variant} size={trigger.size} onClick={() => onOpenChange(true)}>
        {trigger.label}
      </Button>
      <DialogContent className={wide ? 'max-w-2xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form noValidate aria-label={title} onSubmit={onSubmit} className="space-y-4">
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? savingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
