/**
 * Email as every function sends it: the reminders' digest and the consultation emails share this
 * shape, the one sender (Resend's HTTP API) and, locally, the one inbox (supabase/local).
 */

import { NOT_ONE_LINE_CLASS } from './one-line.ts';

export interface Attachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded, as Resend takes them. */
  content: string;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the email (the reminders put unsubscribe last). */
  links: string[];
  headers: Record<string, string>;
  attachments?: Attachment[];
}

export type Mailer = (email: Email) => Promise<void>;

/** Every value written into an email's HTML goes through this. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Longest subject written; mail apps show far less, and some providers refuse much more. */
export const MAX_SUBJECT_LENGTH = 200;

const NOT_ONE_LINE_RUNS = new RegExp(`[${NOT_ONE_LINE_CLASS}\\s]+`, 'gu');
/** What oneLine changes: such a character other than a space, two spaces, a space at either end. */
const NOT_ONE_LINE_YET = new RegExp(`(?! )[${NOT_ONE_LINE_CLASS}\\s]|  |^ | $`, 'u');

/**
 * One line of text: every run of what a name may not hold (control characters such as line breaks
 * and tabs, line and paragraph separators, text-direction overrides: one-line.ts) and spaces
 * becomes one space, and the ends are trimmed. A user's text can then add no header to a subject,
 * no line to a plain-text email, and cannot turn the rest of a line around.
 */
export function oneLine(text: string): string {
  // Most text is one line already: looking costs half of replacing every space with a space.
  return NOT_ONE_LINE_YET.test(text) ? text.replace(NOT_ONE_LINE_RUNS, ' ').trim() : text;
}

/** A subject (or any header): one line of at most MAX_SUBJECT_LENGTH characters. */
export function subjectLine(text: string): string {
  const line = oneLine(text);
  return line.length > MAX_SUBJECT_LENGTH ? `${line.slice(0, MAX_SUBJECT_LENGTH - 1).trimEnd()}…` : line;
}

/**
 * Someone's own words in a plain-text email, each line prefixed with "> " as mail apps quote, so
 * nothing in them can pass for a line of ours.
 */
export function quoted(text: string): string[] {
  return text
    .replace(/\r\n?|[\p{Zl}\p{Zp}]/gu, '\n')
    .split('\n')
    .map((line) => `> ${line.replace(/[\p{Cc}]+/gu, ' ').trimEnd()}`.trimEnd());
}

/** Emails sent at once; a provider's rate limit is the bound that matters, not our CPU. */
const CONCURRENCY = 8;

export interface Failure<T> {
  item: T;
  /** Why, for the outbox's last_error. */
  error: string;
}

/**
 * Sends one email per item, a few at a time, and says which items went and which failed and why
 * (each failure is logged with `label`), so the caller can mark the first sent and the rest for a
 * later try.
 */
export async function sendEach<T>(
  items: readonly T[],
  send: (item: T) => Promise<void>,
  label: (item: T) => string,
): Promise<{ sent: T[]; failed: Failure<T>[] }> {
  const sent: T[] = [];
  const failed: Failure<T>[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY) {
    await Promise.all(
      items.slice(i, i + CONCURRENCY).map(async (item) => {
        try {
          await send(item);
          sent.push(item);
        } catch (cause) {
          const error = cause instanceof Error ? cause.message : String(cause);
          console.error(`${label(item)} failed: ${error}`);
          failed.push({ item, error });
        }
      }),
    );
  }
  return { sent, failed };
}

/** UTF-8 text as base64, in Deno and Node alike. */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Sending through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email),
 * configured by RESEND_API_KEY and REMINDERS_FROM. An HTTP API rather than SMTP: edge functions
 * cannot open outbound SMTP connections on port 25/587 reliably, and one fetch is all it takes.
 */
export function resendMailer(apiKey: string, from: string, fetcher: typeof fetch = fetch): Mailer {
  return async (email) => {
    const response = await fetcher('https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from,
        to: [email.to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        ...(email.attachments?.length
          ? {
              attachments: email.attachments.map((a) => ({
                filename: a.filename,
                content: a.content,
                content_type: a.contentType,
              })),
            }
          : {}),
      }),
    });
    if (!response.ok) throw new Error(`Resend answered ${response.status}: ${await response.text()}`);
  };
}

/** The mailer the environment configures, or null when none is. */
export function mailerFromEnv(env: (name: string) => string | undefined): Mailer | null {
  const apiKey = env('RESEND_API_KEY');
  const from = env('REMINDERS_FROM');
  return apiKey && from ? resendMailer(apiKey, from) : null;
}
