import { Send, Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MAX_MESSAGE_LENGTH } from '../../../../supabase/functions/_shared/assistant/contract';

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
  const text = draft.trim();
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
