import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatLog } from '@/components/chat/chat-log';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useSession } from '@/features/auth';
import { notify } from '@/lib/toast';
import { useConversations, useMessages } from './api';
import { ChatMessage } from './components/chat-message';
import { Composer } from './components/composer';
import { ConversationList } from './components/conversation-list';
import { ASSISTANT_GREETING, CONVERSATION_NOT_FOUND, SUGGESTIONS } from './content';
import { useAssistantChat } from './use-assistant-chat';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { ASSISTANT_PAGE } from './content';

/** /dashboard/empowered-ai: the conversation lives in ?c=, so a reload finds it again. */
export function AssistantPage() {
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const activeId = params.get('c');
  const conversations = useConversations(session?.user.id);
  const messages = useMessages(activeId);
  const [historyOpen, setHistoryOpen] = useState(false);

  const open = (id: string | null) => {
    setHistoryOpen(false);
    setParams(id ? { c: id } : {}, { replace: !id });
  };
  const chat = useAssistantChat(activeId, messages.data?.length ?? 0, (id) => {
    setParams({ c: id }, { replace: true });
  });

  // A conversation that is not there (deleted, another user's, a mistyped ?c=) has no messages;
  // one whose first answer is still on its way is there.
  const missing = activeId !== null && !chat.pending && (messages.isError || messages.data?.length === 0);
  useEffect(() => {
    if (!missing) return;
    notify.error(CONVERSATION_NOT_FOUND);
    setParams({}, { replace: true });
  }, [missing, setParams]);

  const all = messages.data ?? [];
  // While an answer streams, its question and answer show from the pending copy, not twice.
  const stored = chat.pending ? all.slice(0, chat.pending.shownBefore) : all;
  const empty = stored.length === 0 && !chat.pending;
  const list = (
    <ConversationList
      conversations={conversations.data ?? []}
      loading={conversations.isPending}
      activeId={activeId}
      onSelect={open}
      onNew={() => {
        open(null);
      }}
      more={
        conversations.hasNextPage
          ? {
              loading: conversations.isFetchingNextPage,
              load: () => {
                void conversations.fetchNextPage();
              },
            }
          : undefined
      }
      onRetry={
        conversations.isError
          ? () => {
              void (conversations.isFetchNextPageError
                ? conversations.fetchNextPage()
                : conversations.refetch());
            }
          : undefined
      }
    />
  );

  return (
    <div className="mx-auto grid h-[calc(100dvh-7rem)] max-w-6xl gap-4 md:h-[calc(100dvh-6rem)] md:grid-cols-[14rem_1fr]">
      <aside className="hidden min-h-0 overflow-y-auto md:block">{list}</aside>
      <section
        aria-labelledby="assistant-title"
        className="flex min-h-0 flex-col rounded-lg border border-border bg-surface"
      >
        <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h1 id="assistant-title" className="text-lg font-bold">
            AI assistant
          </h1>
          <Sheet open={historyOpen} onOpenChange={setHistoryOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="sm" className="md:hidden">
                <History aria-hidden /> Chats
              </Button>
            </SheetTrigger>
            <SheetContent>
              <SheetHeader>
                <SheetTitle>Your conversations</SheetTitle>
              </SheetHeader>
              {list}
            </SheetContent>
          </Sheet>
        </header>
        <ChatLog
          label="Conversation"
          messageCount={stored.length + (chat.pending?.answer.length ?? 0)}
          className="min-h-0 flex-1"
        >
          <ChatMessage role="assistant" content={ASSISTANT_GREETING} />
          {stored.map((m) => (
            <ChatMessage key={m.id} role={m.role} content={m.content} />
          ))}
          {chat.pending ? (
            <>
              <ChatMessage role="user" content={chat.pending.question} />
              {chat.pending.answer ? <ChatMessage role="assistant" content={chat.pending.answer} /> : null}
            </>
          ) : null}
          {empty ? (
            <ul aria-label="Suggested questions" className="flex flex-wrap gap-2 pt-2">
              {SUGGESTIONS.map((s) => (
                <li key={s}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      chat.send(s);
                    }}
                  >
                    {s}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </ChatLog>
        <TypingIndicator active={chat.streaming && !chat.pending?.answer} />
        <Composer
          initial={params.get('prompt') ?? ''}
          streaming={chat.streaming}
          onSend={chat.send}
          onStop={chat.stop}
        />
      </section>
    </div>
  );
}
