import { Bot } from 'lucide-react';
import { cn } from '@/lib/utils';
import { MarkdownMessage } from './markdown-message';

export function ChatMessage({ role, content }: { role: 'user' | 'assistant'; content: string }) {
  const fromAssistant = role === 'assistant';
  return (
    <div className={cn('flex items-start gap-2', fromAssistant ? 'justify-start' : 'justify-end')}>
      {fromAssistant ? (
        <span className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Bot aria-hidden className="size-4" />
        </span>
      ) : null}
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-4 py-3',
          fromAssistant ? 'bg-background text-foreground' : 'bg-primary text-sm text-primary-foreground',
        )}
      >
        <span className="sr-only">{fromAssistant ? 'Assistant: ' : 'You: '}</span>
        {fromAssistant ? (
          <MarkdownMessage text={content} />
        ) : (
          <p className="whitespace-pre-wrap">{content}</p>
        )}
      </div>
    </div>
  );
}
