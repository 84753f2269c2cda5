import { ChatBubble, type ChatLine } from '@/components/chat/chat-bubble';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatLog } from '@/components/chat/chat-log';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import { useScriptedChat } from '@/components/chat/use-scripted-chat';
import { chatGreeting } from '../content';
import { cannedReply, REPLY_DELAY_MS } from '../logic';

const greeting: ChatLine = { from: 'assistant', text: chatGreeting };

export function CareerChat() {
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
    </div>
  );
}
