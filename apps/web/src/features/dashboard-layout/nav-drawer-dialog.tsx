import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Sidebar } from './sidebar';

interface NavDrawerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
  /** The menu button that opened it (no Radix trigger: the button lives in the first page's chunk). */
  menuButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The sidebar as a drawer over the page (focus kept inside, Escape closes it, the focus comes back
 * to the menu button that opened it). Its own chunk with Radix Dialog: see NavDrawer.
 */
export function NavDrawerDialog({ open, onOpenChange, onLogout, menuButton }: NavDrawerDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[280px] focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <Sidebar collapsed={false} onNavigate={() => onOpenChange(false)} onLogout={onLogout} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
