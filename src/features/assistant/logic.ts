/** Where a link in an answer may go: app paths, web pages and email; nothing else is a link. */
export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function safeHref(href: string | undefined): SafeHref {
  const value = (href ?? '').trim();
  if (/^\/(?!\/)/.test(value)) return { kind: 'internal', to: value };
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol)
      ? { kind: 'external', href: url.href }
      : null;
  } catch {
    return null;
  }
}
