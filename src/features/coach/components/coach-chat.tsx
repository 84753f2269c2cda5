import { RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { ChatBubble } from '@/components/chat/chat-bubble';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ChatLog } from '@/components/chat/chat-log';
import { TypingIndicator } from '@/components/chat/typing-indicator';
import { useScriptedChat } from '@/components/chat/use-scripted-chat';
import { Button } from '@/components/ui/button';
import { COACH_NODES, COACH_ROOT, type CoachNodeId } from '../content';
import { COACH_REPLY_DELAY_MS, coachMessage, nodeForText, type CoachMessage } from '../logic';
import { CoachStep } from './coach-step';

const opening = coachMessage(COACH_ROOT);

export function CoachChat() {
  const { messages, waiting, exchange, restart } = useScriptedChat<CoachMessage>(
    opening,
    COACH_REPLY_DELAY_MS,
  );
  const logRef = useRef<HTMLDivElement>(null);
  const latestId = messages.at(-1)!.id;

  function answer(text: string, next: CoachNodeId) {
    exchange({ from: 'user', text }, coachMessage(next));
  }

  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
        <p className="text-sm font-semibold">Chat with the coach</p>
        <Button variant="ghost" size="sm" onClick={restart}>
          <RotateCcw aria-hidden /> Start over
        </Button>
      </div>

      <ChatLog
        ref={logRef}
        label="Conversation with the Solutions Coach"
        messageCount={messages.length}
        className="h-[28rem] sm:h-[32rem]"
      >
        {messages.map(({ id, from, text, nodeId }) => (
          <div key={id} className="grid gap-2">
            <ChatBubble from={from} text={text} />
            {nodeId && (
              <CoachStep
                node={COACH_NODES[nodeId]}
                showOptions={id === latestId}
                onChoose={(option) => {
                  // The chosen button disappears with its options; keep focus in the conversation.
                  logRef.current?.focus();
                  answer(option.label, option.next);
                }}
              />
            )}
          </div>
        ))}
      </ChatLog>

      <TypingIndicator active={waiting} />

      <ChatComposer
        label="Your message"
        placeholder="Or type what's on your mind…"
        disabled={waiting}
        onSend={(text) => {
          answer(text, nodeForText(text));
        }}
      />
    </div>
  );
}
