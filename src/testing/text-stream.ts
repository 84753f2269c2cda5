/**
 * A byte stream of these text pieces, as a server streams an answer. With `open`, it stays
 * open after the last piece (an answer still being written).
 */
export function textStream(pieces: readonly string[], { open = false } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (!open) controller.close();
    },
  });
}
