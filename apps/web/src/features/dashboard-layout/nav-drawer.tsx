import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Sidebar } from './sidebar';

/**
 * The dashboard's navigation on a phone: a menu button that opens the sidebar as a drawer over the
 * page (focus kept inside, Escape closes it, the focus comes back to the button).
 */
export function NavDrawer({ onLogout }: { onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-label="Open navigation"
        className="rounded-md p-2 text-ink-dark hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ink"
      >
        <MenuIcon aria-hidden="true" className="h-5 w-5" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-[280px] focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <Sidebar collapsed={false} onNavigate={() => setOpen(false)} onLogout={onLogout} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
