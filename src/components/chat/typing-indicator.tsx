/** Always mounted, so screen readers announce the text when it appears inside the live region. */
export function TypingIndicator({ active }: { active: boolean }) {
  return (
    <div role="status" className="min-h-8 px-4 text-sm text-muted-foreground">
      {active && (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          Assistant is typing…
        </span>
      )}
    </div>
  );
}
