import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface MenuItem {
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  onSelect(): void;
}

export interface MenuProps {
  /** What the trigger shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text (an avatar). */
  triggerLabel?: string;
  triggerClassName?: string;
  items: MenuItem[];
  /** Shown above the items, not focusable (e.g. who is signed in). */
  header?: ReactNode;
  align?: 'start' | 'end';
}

/**
 * A menu button (WAI-ARIA pattern): Enter, Space or ArrowDown opens it on the first item, arrows
 * move, Escape or Tab closes it, and a click outside closes it; choosing an item gives the focus
 * back to the trigger. Light enough for the site header.
 */
export function Menu({ trigger, triggerLabel, triggerClassName, items, header, align = 'end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusAt = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();

  const openAt = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusAt(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') {
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={triggerLabel}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute top-full z-50 mt-2 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {header && <div className="border-b border-slate-200 px-3 py-2">{header}</div>}
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-2 focus:-outline-offset-2 focus:outline-ink"
              onClick={() => {
                setOpen(false);
                // The menu button pattern: the focus goes back to the trigger, unless the item moves it.
                triggerRef.current?.focus();
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
