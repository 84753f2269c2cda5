import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify } from '@/lib/toast';
import { AssistantError, conversationKeys, messagesQuery, streamAnswer } from './api';

export interface PendingExchange {
  question: string;
  answer: string;
  /** The new conversation it was stored in, once the answer has ended. */
  storedIn?: string;
}

/**
 * One question at a time: shows the question and the answer as it streams, then hands both
 * over to the stored conversation (refetched) and reports the conversation to `onConversation`.
 */
export function useAssistantChat(conversationId: string | null, onConversation: (id: string) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = async (question: string): Promise<void> => {
    const controller = new AbortController();
    abort.current = controller;
    setPending({ question, answer: '' });
    let id = conversationId;
    try {
      id = await streamAnswer({
        message: question,
        conversationId,
        signal: controller.signal,
        onText: (text) => {
          setPending((current) => current && { ...current, answer: current.answer + text });
        },
      });
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error('The assistant did not answer', error);
        const message =
          error instanceof AssistantError ? error.message : 'The assistant could not answer just now.';
        notify.error(message, 'Error', { label: 'Retry', onClick: () => void send(question) });
        setPending(null);
        abort.current = null;
        return;
      }
    }
    abort.current = null;
    if (id) {
      // Load the stored exchange before the streamed copy goes, so the answer never blinks out.
      await Promise.allSettled([
        queryClient.query({ ...messagesQuery(id), staleTime: 0 }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists }),
      ]);
      if (id !== conversationId) {
        // The page shows the new conversation once the router has changed the address, which
        // may be renders later: the streamed copy stays until then (see below).
        setPending((current) => current && { ...current, storedIn: id });
        onConversation(id);
        return;
      }
    }
    setPending(null);
  };

  // The page shows the stored conversation now: the streamed copy goes in the same render.
  if (pending?.storedIn !== undefined && pending.storedIn === conversationId) setPending(null);

  return {
    pending,
    streaming: pending !== null,
    send: (question: string) => void send(question),
    /** Stops the answer; the server keeps what was said so far. */
    stop: () => abort.current?.abort(),
  };
}
