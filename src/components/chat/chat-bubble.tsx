import { Bot } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface ChatLine {
  from: 'assistant' | 'user';
  text: string;
}

export function ChatBubble({ from, text }: ChatLine) {
  const fromAssistant = from === 'assistant';

  return (
    <div className={cn('flex items-end gap-2', fromAssistant ? 'justify-start' : 'justify-end')}>
      {fromAssistant && (
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Bot aria-hidden="true" className="size-4" />
        </span>
      )}
      <p
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap',
          fromAssistant ? 'bg-neutral-100 text-foreground' : 'bg-primary text-primary-foreground',
        )}
      >
        <span className="sr-only">{fromAssistant ? 'Assistant: ' : 'You: '}</span>
        {text}
      </p>
    </div>
  );
}
