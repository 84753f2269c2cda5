import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { logFailure } from '@/lib/log';
import { notify } from '@/lib/toast';
import { AssistantError, conversationKeys, messagesQuery, streamAnswer } from './api';

export interface PendingExchange {
  question: string;
  answer: string;
  /**
   * How many stored messages the page showed when the question went. The question is stored as
   * the answer starts, so stored messages past this count are this exchange, shown from here.
   */
  shownBefore: number;
}

/**
 * One question at a time: shows the question and the answer as it streams, names the conversation
 * (`onConversation`, for the address) as soon as the server has stored the question, then hands
 * both over to the stored conversation (refetched) when the answer ends.
 */
export function useAssistantChat(
  conversationId: string | null,
  storedCount: number,
  onConversation: (id: string) => void,
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = async (question: string): Promise<void> => {
    const controller = new AbortController();
    abort.current = controller;
    setPending({ question, answer: '', shownBefore: storedCount });
    let id = conversationId;
    try {
      id = await streamAnswer({
        message: question,
        conversationId,
        signal: controller.signal,
        onConversation: (started) => {
          if (started !== conversationId) onConversation(started);
        },
        onText: (text) => {
          setPending((current) => current && { ...current, answer: current.answer + text });
        },
      });
    } catch (error) {
      if (!controller.signal.aborted) {
        logFailure('The assistant did not answer', error);
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
    }
    setPending(null);
  };

  return {
    pending,
    streaming: pending !== null,
    send: (question: string) => void send(question),
    /** Stops the answer; the server keeps what was said so far. */
    stop: () => abort.current?.abort(),
  };
}
