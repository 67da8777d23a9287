import { MessagesSquare } from 'lucide-react';

export function NoConversation() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center text-slate-600">
      <MessagesSquare aria-hidden="true" className="h-10 w-10" />
      <p>Choose a conversation to read and reply.</p>
    </div>
  );
}
