import { Bot, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';

export const ASSISTANT_GREETING =
  "Hi! I'm your AI financial assistant. Ask me about budgeting, saving, insurance, retirement or any of your goals.";

/** The chat screen (spec section 2): greeting, input prefilled from ?prompt, send button. */
export function AssistantPage() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState(params.get('prompt') ?? '');
  const inputId = useId();

  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI assistant</h1>
      <Card className="flex min-h-[60dvh] flex-col">
        <CardHeader className="sr-only">Conversation</CardHeader>
        <CardContent className="flex-1">
          <div role="log" aria-live="polite" className="grid gap-3">
            <div className="flex items-start gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
                <Bot aria-hidden className="size-5" />
              </span>
              <p className="rounded-lg bg-background px-4 py-3">{ASSISTANT_GREETING}</p>
            </div>
          </div>
        </CardContent>
        <CardFooter>
          <form
            onSubmit={(e) => {
              e.preventDefault();
            }}
            className="flex w-full gap-2"
          >
            <label htmlFor={inputId} className="sr-only">
              Your message
            </label>
            <Input
              id={inputId}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
              }}
              placeholder="Ask a money question…"
              autoComplete="off"
            />
            <Button type="submit" size="icon" aria-label="Send" disabled={!draft.trim()}>
              <Send aria-hidden />
            </Button>
          </form>
        </CardFooter>
      </Card>
    </div>
  );
}
