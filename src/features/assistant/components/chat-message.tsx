import { ChatBubble, ChatBubbleFrame } from '@/components/chat/chat-bubble';
import { MarkdownMessage } from './markdown-message';

/** The assistant speaks Markdown (rendered safely); what the user typed stays plain text. */
export function ChatMessage({ role, content }: { role: 'user' | 'assistant'; content: string }) {
  if (role === 'user') return <ChatBubble from="user" text={content} />;
  return (
    <ChatBubbleFrame from="assistant">
      <MarkdownMessage text={content} />
    </ChatBubbleFrame>
  );
}
