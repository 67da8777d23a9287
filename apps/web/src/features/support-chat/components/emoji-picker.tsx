import { Smile } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** A small set of common emoji: enough for a support chat, without a heavy picker. */
export const COMMON_EMOJI = [
  '😀',
  '😊',
  '😂',
  '🙂',
  '😉',
  '😍',
  '🤔',
  '😅',
  '😢',
  '😮',
  '🙏',
  '👍',
  '👎',
  '👏',
  '🙌',
  '💪',
  '🎉',
  '✨',
  '❤️',
  '🔥',
  '✅',
  '❌',
  '⭐',
  '💡',
  '📚',
  '📖',
  '✍️',
  '📝',
  '📦',
  '📅',
  '💰',
  '🚀',
] as const;

/** An emoji button opening a grid; choosing one hands it to `onPick` and closes the grid. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      // Escape closes the grid only, not the chat panel around it.
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') event.preventDefault();
      }}
    >
      <button
        type="button"
        aria-label="Insert emoji"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-ink-dark disabled:opacity-50"
      >
        <Smile aria-hidden="true" className="h-5 w-5" />
      </button>
      {open && (
        <div
          role="listbox"
          aria-label="Emoji"
          className="absolute bottom-11 left-0 z-10 grid w-64 grid-cols-8 gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
        >
          {COMMON_EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              role="option"
              aria-selected="false"
              aria-label={emoji}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
              className="rounded p-1 text-lg leading-none hover:bg-slate-100"
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
