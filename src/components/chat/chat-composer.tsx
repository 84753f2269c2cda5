import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface ChatComposerProps {
  label: string;
  placeholder: string;
  /** While the assistant is typing: the field and Send are both disabled. */
  disabled: boolean;
  /** Called with the trimmed text; blank input never gets here. */
  onSend: (text: string) => void;
}

/** The message field and Send button; Send stays disabled until there is something to send. */
export function ChatComposer({ label, placeholder, disabled, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const refocusInput = useRef(false);
  const text = draft.trim();

  useEffect(() => {
    // Disabling the focused input drops focus to <body>; hand it back once typing is possible again.
    if (!disabled && refocusInput.current) {
      refocusInput.current = false;
      inputRef.current?.focus();
    }
  }, [disabled]);

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text || disabled) return;
    refocusInput.current = event.currentTarget.contains(document.activeElement);
    setDraft('');
    onSend(text);
  }

  return (
    <form onSubmit={send} className="flex gap-2 border-t border-border p-3">
      <Input
        ref={inputRef}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        disabled={disabled}
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={500}
      />
      <Button type="submit" size="icon" disabled={disabled || !text} aria-label="Send message">
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
