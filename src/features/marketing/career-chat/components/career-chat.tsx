import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { chatGreeting } from '../content';
import { cannedReply, REPLY_DELAY_MS } from '../logic';
import { ChatBubble, type ChatMessage } from './chat-bubble';
import { TypingIndicator } from './typing-indicator';

export function CareerChat() {
  const [messages, setMessages] = useState<readonly ChatMessage[]>([
    { id: 0, from: 'assistant', text: chatGreeting },
  ]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const replyTimer = useRef<number>(undefined);
  const refocusInput = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      window.clearTimeout(replyTimer.current);
    },
    [],
  );

  useEffect(() => {
    // Scroll the log itself, not the page, so the greeting never drags the page down on load.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  useEffect(() => {
    // Disabling the focused input drops focus to <body>; hand it back once typing is possible again.
    if (!waiting && refocusInput.current) {
      refocusInput.current = false;
      inputRef.current?.focus();
    }
  }, [waiting]);

  function append(from: ChatMessage['from'], text: string) {
    const message = { id: nextId.current++, from, text };
    setMessages((current) => [...current, message]);
  }

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || waiting) return;

    append('visitor', text);
    setDraft('');
    setWaiting(true);
    refocusInput.current = event.currentTarget.contains(document.activeElement);
    replyTimer.current = window.setTimeout(() => {
      append('assistant', cannedReply(text));
      setWaiting(false);
    }, REPLY_DELAY_MS);
  }

  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation with the career assistant"
        // Focusable so keyboard users can scroll back through the conversation.
        tabIndex={0}
        className="flex h-80 flex-col gap-3 overflow-y-auto p-4 sm:h-96"
      >
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
        ))}
      </div>

      <TypingIndicator active={waiting} />

      <form onSubmit={send} className="flex gap-2 border-t border-border p-3">
        <Input
          ref={inputRef}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          disabled={waiting}
          aria-label="Your question"
          placeholder="Ask about training, pay or schedules…"
          autoComplete="off"
          maxLength={500}
        />
        <Button type="submit" size="icon" disabled={waiting} aria-label="Send message">
          <Send aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
