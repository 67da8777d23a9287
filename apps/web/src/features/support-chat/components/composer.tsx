import {
  canSendChatText,
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageLength,
  MESSAGE_TOO_LONG,
  type ChatAttachment,
} from '@app/contracts/chat';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '../attachment-rules';
import { SEND_FAILED_TOAST } from '../use-conversation';
import { EmojiPicker } from './emoji-picker';

/** The counter shows from here on, so the limit never comes as a surprise. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 500;

interface ComposerProps {
  label: string;
  placeholder: string;
  onSend(text: string, attachment: ChatAttachment | null): Promise<void>;
  onUpload(file: File): Promise<ChatAttachment>;
  onTyping(): void;
  onStopTyping(): void;
}

/**
 * Message input: Enter sends, Shift+Enter starts a new line; sending is disabled while there is
 * nothing to send or a send is under way. The text is trimmed before it goes. A picked file waits
 * beside the input (it can be removed) and goes only with Send, the text as its caption.
 */
export function Composer({ label, placeholder, onSend, onUpload, onTyping, onStopTyping }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const busy = useRef(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const length = chatMessageLength(text);
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;

  const run = async (work: () => Promise<void>) => {
    // A double click lands before React re-renders the disabled button.
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setSending(false);
      input.current?.focus();
    }
  };

  const canSend = pending !== null || canSendChatText(text);

  const submit = () => {
    if (!canSend) return;
    const file = pending;
    if (file) return sendFile(file);
    const message = text.trim();
    void run(async () => {
      setText('');
      onStopTyping();
      await onSend(message, null);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const insertEmoji = (emoji: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const attach = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = attachmentProblem(file);
    if (problem) {
      toast.error('Cannot attach this file', { description: problem });
      return;
    }
    setPending(file);
    input.current?.focus();
  };

  const sendFile = (file: File) => {
    const caption = canSendChatText(text) ? text.trim() : file.name;
    void run(async () => {
      let attachment: ChatAttachment;
      try {
        attachment = await onUpload(file);
      } catch (error) {
        const clientError = error instanceof ApiError && error.status < 500;
        toast.error(SEND_FAILED_TOAST.title, {
          description: clientError ? error.message : SEND_FAILED_TOAST.description,
        });
        return;
      }
      setPending(null);
      if (caption !== file.name) setText('');
      onStopTyping();
      await onSend(caption, attachment);
    });
  };

  return (
    <div className="border-t border-slate-200 bg-white p-3">
      <label className="sr-only" htmlFor={`${label}-input`}>
        {label}
      </label>
      <textarea
        id={`${label}-input`}
        ref={input}
        rows={2}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping();
        }}
        onKeyDown={onKeyDown}
        aria-invalid={tooLong}
        className="block max-h-40 min-h-[2.75rem] w-full resize-none rounded-md border border-slate-300 px-3 py-2 text-sm text-ink-dark focus-visible:outline-2 focus-visible:outline-ink"
      />
      {(length >= COUNTER_FROM || tooLong) && (
        <p
          className={tooLong ? 'mt-1 text-xs text-red-700' : 'mt-1 text-xs text-slate-500'}
          role={tooLong ? 'alert' : undefined}
        >
          {tooLong ? MESSAGE_TOO_LONG : `${length}/${CHAT_MESSAGE_MAX_LENGTH}`}
        </p>
      )}
      {pending && (
        <p className="mt-2 flex items-center gap-2 rounded-md bg-slate-100 px-2 py-1 text-sm text-ink-dark">
          <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="truncate">{pending.name}</span>
          <span className="shrink-0 text-slate-600">{formatBytes(pending.size)}</span>
          <button
            type="button"
            aria-label={`Remove ${pending.name}`}
            disabled={sending}
            onClick={() => setPending(null)}
            className="ml-auto rounded p-1 text-slate-600 hover:bg-slate-200 hover:text-ink-dark"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </p>
      )}
      <div className="mt-2 flex items-center gap-1">
        <EmojiPicker onPick={insertEmoji} disabled={sending} />
        <button
          type="button"
          aria-label="Attach a file"
          disabled={sending}
          onClick={() => fileInput.current?.click()}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-ink-dark disabled:opacity-50"
        >
          <Paperclip aria-hidden="true" className="h-5 w-5" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="hidden"
          data-testid="chat-file-input"
          onChange={(event) => attach(event.target.files?.[0])}
        />
        <button
          type="button"
          onClick={submit}
          disabled={sending || !canSend}
          className="ml-auto inline-flex h-9 items-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-dark disabled:pointer-events-none disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="h-4 w-4" />
          Send
        </button>
      </div>
    </div>
  );
}
