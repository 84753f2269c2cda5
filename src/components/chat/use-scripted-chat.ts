import { useEffect, useRef, useState } from 'react';
import type { ChatLine } from './chat-bubble';

type Numbered<T> = T & { id: number };

/**
 * A conversation with canned answers: the user's line shows at once, the reply after `delayMs`,
 * with `waiting` true in between (for the typing indicator and to hold further input).
 */
export function useScriptedChat<T extends ChatLine>(opening: T, delayMs: number) {
  const [messages, setMessages] = useState<readonly Numbered<T>[]>([{ ...opening, id: 0 }]);
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const replyTimer = useRef<number>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(replyTimer.current);
    },
    [],
  );

  function append(message: T) {
    const numbered = { ...message, id: nextId.current++ };
    setMessages((current) => [...current, numbered]);
  }

  function exchange(said: T, reply: T) {
    append(said);
    setWaiting(true);
    replyTimer.current = window.setTimeout(() => {
      append(reply);
      setWaiting(false);
    }, delayMs);
  }

  function restart() {
    window.clearTimeout(replyTimer.current);
    setWaiting(false);
    setMessages([{ ...opening, id: nextId.current++ }]);
  }

  return { messages, waiting, exchange, restart };
}
