import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface ChatLine {
  from: 'assistant' | 'user';
  text: string;
}

/** One message's bubble: the assistant on the left with its avatar, the user on the right. */
export function ChatBubbleFrame({ from, children }: { from: ChatLine['from']; children: ReactNode }) {
  const fromAssistant = from === 'assistant';

  return (
    <div className={cn('flex items-start gap-2', fromAssistant ? 'justify-start' : 'justify-end')}>
      {fromAssistant && (
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Bot aria-hidden="true" className="size-4" />
        </span>
      )}
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm',
          fromAssistant ? 'bg-neutral-100 text-foreground' : 'bg-primary text-primary-foreground',
        )}
      >
        <span className="sr-only">{fromAssistant ? 'Assistant: ' : 'You: '}</span>
        {children}
      </div>
    </div>
  );
}

/** A plain-text message (line breaks kept). */
export function ChatBubble({ from, text }: ChatLine) {
  return (
    <ChatBubbleFrame from={from}>
      <p className="whitespace-pre-wrap">{text}</p>
    </ChatBubbleFrame>
  );
}
