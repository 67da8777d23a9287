// @vitest-environment jsdom
import type { ChatMessage } from '@app/contracts/chat';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { StatusIcon } from './status-icon';

afterEach(cleanup);

function renderComposer(onSend = vi.fn(async () => {}), onUpload = vi.fn()) {
  render(
    <Composer
      label="Message to support"
      placeholder="Type your message…"
      onSend={onSend}
      onUpload={onUpload}
      onTyping={vi.fn()}
      onStopTyping={vi.fn()}
    />,
  );
  return {
    onSend,
    input: screen.getByLabelText('Message to support'),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('Composer', () => {
  it('sends the trimmed text on Enter and clears the field', async () => {
    const { onSend, input } = renderComposer();
    await userEvent.type(input, '  hello  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('hello', null);
    expect(input).toHaveProperty('value', '');
  });

  it('adds a line on Shift+Enter without sending, then sends both lines', async () => {
    const { onSend, input } = renderComposer();
    await userEvent.type(input, 'a{Shift>}{Enter}{/Shift}b');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'a\nb');
    await userEvent.type(input, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('a\nb', null);
  });

  it('never sends blank text', async () => {
    const { onSend, input, send } = renderComposer();
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, '{Shift>}{Enter}{Enter}{/Shift}{Enter}');
    expect(send).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('stays disabled while sending, so a double click sends once', async () => {
    let finish!: () => void;
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { input, send } = renderComposer(onSend);
    await userEvent.type(input, 'once');
    await userEvent.dblClick(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    await userEvent.type(input, 'next');
    expect(send).toHaveProperty('disabled', true);
    finish();
    await vi.waitFor(() => expect(send).toHaveProperty('disabled', false));
  });

  it('sends a picked file only once the person confirms with Send, and lets them take it back', async () => {
    const attachment = { id: 'f1', fileName: 'cover.png', contentType: 'image/png', sizeBytes: 4 };
    const onUpload = vi.fn(async () => attachment);
    const { onSend, input, send } = renderComposer(
      vi.fn(async () => {}),
      onUpload,
    );
    const file = new File(['abcd'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('chat-file-input'), file);
    expect(onUpload).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('cover.png')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove cover.png' }));
    expect(screen.queryByText('cover.png')).toBeNull();
    expect(send).toHaveProperty('disabled', true);

    await userEvent.upload(screen.getByTestId('chat-file-input'), file);
    await userEvent.type(input, 'The new cover');
    await userEvent.click(send);
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledExactlyOnceWith('The new cover', attachment));
    expect(onUpload).toHaveBeenCalledExactlyOnceWith(file);
    expect(screen.queryByText('cover.png')).toBeNull();
  });

  it('inserts a chosen emoji into the text', async () => {
    const { input } = renderComposer();
    await userEvent.type(input, 'Thanks ');
    await userEvent.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await userEvent.click(screen.getByRole('option', { name: '🙏' }));
    expect(input).toHaveProperty('value', 'Thanks 🙏');
  });
});

describe('MessageList', () => {
  const message: ChatMessage = {
    id: 'm1',
    clientId: null,
    authorId: 'a',
    content: '<img src=x onerror="window.hacked=1"><b>bold</b>',
    sender: 'support',
    createdAt: '2025-01-01T10:00:00Z',
    status: 'sent',
    attachment: null,
  };

  it('shows message text as text, never as HTML', () => {
    const { container } = render(
      <MessageList
        side="user"
        messages={[message]}
        pending={[]}
        loading={false}
        otherTyping={false}
        typingLabel="Support is typing…"
        empty="Say hello"
        onDownload={vi.fn()}
        onRetry={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByTestId('chat-text').textContent).toBe(message.content);
  });

  it('shows a spinner while loading and the prompt when empty', () => {
    const props = {
      side: 'user' as const,
      messages: [],
      pending: [],
      otherTyping: false,
      typingLabel: '',
      empty: 'Say hello',
      onDownload: vi.fn(),
      onRetry: vi.fn(),
      onDiscard: vi.fn(),
    };
    const { rerender } = render(<MessageList {...props} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading messages');
    rerender(<MessageList {...props} loading={false} />);
    expect(screen.getByText('Say hello')).toBeTruthy();
  });
});

describe('StatusIcon', () => {
  it('draws a different icon for sent, delivered and read', () => {
    const { container } = render(
      <>
        <StatusIcon status="sent" />
        <StatusIcon status="delivered" />
        <StatusIcon status="read" />
      </>,
    );
    const icons = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(icons).size).toBe(3);
    expect(screen.getByText('Read')).toBeTruthy();
  });
});
