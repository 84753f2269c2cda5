import { Button } from '@/components/ui/button';
import { ChatBubble, type ChatLine } from '@/components/chat/chat-bubble';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatLog } from '@/components/chat/chat-log';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import { useScriptedChat } from '@/components/chat/use-scripted-chat';
import { chatGreeting } from '../content';
import { cannedReply, REPLY_DELAY_MS } from '../logic';

const greeting: ChatLine = { from: 'assistant', text: chatGreeting };

interface CareerChatProps {
  /** "Talk to {agent}" (or the house): the way from the chat to the form at #start (decisions/029). */
  talkTo: string;
}

export function CareerChat({ talkTo }: CareerChatProps) {
  const { messages, waiting, exchange } = useScriptedChat(greeting, REPLY_DELAY_MS);

  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
      <ChatLog
        label="Conversation with the career assistant"
        messageCount={messages.length}
        className="h-80 sm:h-96"
      >
        {messages.map(({ id, from, text }) => (
          <ChatBubble key={id} from={from} text={text} />
        ))}
      </ChatLog>

      <TypingIndicator active={waiting} />

      <ChatComposer
        label="Your question"
        placeholder="Ask about training, pay or schedules…"
        disabled={waiting}
        onSend={(text) => {
          exchange({ from: 'user', text }, { from: 'assistant', text: cannedReply(text) });
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3">
        <p className="text-sm text-muted-foreground">Rather talk to a person?</p>
        <Button asChild variant="secondary">
          {/* A plain anchor: the browser's own fragment jump, as the hero's button. */}
          <a href="#start">{talkTo}</a>
        </Button>
      </div>
    </div>
  );
}
