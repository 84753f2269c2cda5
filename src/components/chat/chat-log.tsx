import { useCallback, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';

interface ChatLogProps {
  label: string;
  /** The log scrolls to its end whenever this changes. */
  messageCount: number;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The conversation: a polite live region, so replies are read out as they arrive. */
export function ChatLog({ label, messageCount, children, className, ref }: ChatLogProps) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Scroll the log itself, not the page, so the greeting never drags the page down on load.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messageCount]);

  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      logRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <div
      ref={setRefs}
      role="log"
      aria-live="polite"
      aria-label={label}
      // Focusable so keyboard users can scroll back through the conversation.
      tabIndex={0}
      className={cn('flex flex-col gap-3 overflow-y-auto p-4', className)}
    >
      {children}
    </div>
  );
}
