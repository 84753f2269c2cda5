import { Send, Square } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MAX_MESSAGE_LENGTH } from '@shared/assistant/contract.ts';

/** The question box: Enter sends, Shift+Enter starts a new line; Stop replaces Send while answering. */
export function Composer({
  initial,
  streaming,
  onSend,
  onStop,
}: {
  initial: string;
  streaming: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);
  const text = draft.trim();

  useLayoutEffect(() => {
    // Grow with the question (up to max-h-40, then scroll), so a long prefilled prompt shows whole.
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [draft]);

  const submit = () => {
    if (!text || streaming) return;
    setDraft('');
    onSend(text);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex items-end gap-2 border-t border-border bg-surface p-3"
    >
      <label htmlFor="assistant-question" className="sr-only">
        Your question
      </label>
      <Textarea
        id="assistant-question"
        ref={box}
        value={draft}
        autoFocus
        rows={1}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder="Ask a money question…"
        className="max-h-40 min-h-11 resize-none py-2.5"
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
      />
      {streaming ? (
        <Button type="button" variant="outline" size="icon" aria-label="Stop answering" onClick={onStop}>
          <Square aria-hidden />
        </Button>
      ) : (
        <Button type="submit" size="icon" aria-label="Send" disabled={!text}>
          <Send aria-hidden />
        </Button>
      )}
    </form>
  );
}
