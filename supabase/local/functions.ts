import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDeleteAccountHandler } from '../functions/_shared/account/delete-handler.ts';
import { createAgentSummariesHandler } from '../functions/_shared/agents/handler.ts';
import { createAssistantHandler } from '../functions/_shared/assistant/handler.ts';
import type { KnowledgeDoc } from '../functions/_shared/assistant/knowledge.ts';
import { selectReply } from '../functions/_shared/assistant/select-reply.ts';
import { createFeedHandler } from '../functions/_shared/calendar/feed-handler.ts';
import { createConsultationEmailsHandler } from '../functions/_shared/consultations/handler.ts';
import type { Mailer } from '../functions/_shared/mail.ts';
import { createRemindersHandler } from '../functions/_shared/reminders/handler.ts';
import { lessonsFrom } from '../functions/_shared/reminders/lessons.ts';
import { createUnsubscribeHandler } from '../functions/_shared/reminders/unsubscribe-handler.ts';
import { createNotificationsHandler } from '../functions/_shared/push/handler.ts';
import { createPushSender, type PushSender, type VapidKeys } from '../functions/_shared/push/send.ts';
import type { FunctionHandler } from './gateway.ts';
import type { Inbox } from './inbox.ts';

/** The edge functions of supabase/functions, served by the local gateway at /functions/v1/<name>. */

const KNOWLEDGE = new URL('../functions/_shared/assistant/knowledge.json', import.meta.url);

/** Node 20 has no global WebSocket; the functions never use realtime. */
function refuseRealtime(): never {
  throw new Error('realtime is not available to local functions');
}

/** Runs a Fetch-API handler (as Deno.serve takes) behind Node's http server, streaming its body. */
export function fromFetchHandler(handler: (req: Request) => Promise<Response>): FunctionHandler {
  return async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = req.method ?? 'GET';
    const request = new Request(`http://localhost${req.url ?? '/'}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) {
      res.end();
      return;
    }
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    // The client went away mid-answer (the Stop button): cancel the stream so the handler stops.
    res.on('close', () => {
      if (!res.writableFinished) void reader.cancel();
    });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      res.write(value);
    }
    res.end();
  };
}

export interface LocalFunctionsConfig {
  /** The gateway's URL, known once it listens. */
  apiUrl: () => string;
  anonKey: string;
  serviceRoleKey: string;
  /** Where the reminder, consultation and agent summary emails land. */
  inbox: Inbox;
  /** The app's address (auth.site_url), for the links in emails. */
  appUrl: string;
  /** The stack's VAPID keys: reminders and consultation updates are pushed with them. */
  vapid?: VapidKeys;
}

/**
 * Locally every email lands in the inbox, as the auth emails do, except one to an address under
 * `.invalid` (RFC 2606: never deliverable), which fails as a provider's refusal would: that is how
 * the retries and giving up can be seen and tested locally.
 */
const inboxMailer =
  (inbox: Inbox): Mailer =>
  (email) => {
    if (/\.invalid$/i.test(email.to)) {
      return Promise.reject(new Error(`the inbox refuses ${email.to}: .invalid is never delivered`));
    }
    inbox.send(email.to, email.subject, email.text, email.html, email.links, email.attachments);
    return Promise.resolve();
  };

/** The house inbox locally, unless CONSULTATION_INBOX names another (docs/decisions/020). */
export const LOCAL_CONSULTATION_INBOX = 'consultations@empowered-finance.local';

/**
 * Locally pushes may go to a plain http push service: the tests' own (tests/support/push-service.ts)
 * runs on this machine. Hosted, the sender calls https endpoints only.
 */
const localPush = (config: LocalFunctionsConfig): PushSender | null =>
  config.vapid ? createPushSender(config.vapid, { allowHttp: true }) : null;

/** Builds a handler on first use: the gateway's URL is known only once it listens. */
function lazy(make: () => FunctionHandler): FunctionHandler {
  let handler: FunctionHandler | undefined;
  return (req, res, body) => {
    handler ??= make();
    return handler(req, res, body);
  };
}

export function localFunctions(config: LocalFunctionsConfig): ReadonlyMap<string, FunctionHandler> {
  const docs: KnowledgeDoc[] = existsSync(KNOWLEDGE)
    ? (JSON.parse(readFileSync(KNOWLEDGE, 'utf8')) as KnowledgeDoc[])
    : [];
  const clientOptions = { realtime: { transport: refuseRealtime as never } };
  return new Map<string, FunctionHandler>([
    [
      'assistant',
      lazy(() =>
        fromFetchHandler(
          createAssistantHandler({
            supabaseUrl: config.apiUrl(),
            anonKey: config.anonKey,
            serviceRoleKey: config.serviceRoleKey,
            reply: selectReply((name) => process.env[name], docs),
            clientOptions,
          }),
        ),
      ),
    ],
    [
      'reminders',
      lazy(() =>
        fromFetchHandler(
          createRemindersHandler({
            supabaseUrl: config.apiUrl(),
            serviceRoleKey: config.serviceRoleKey,
            appUrl: config.appUrl,
            mailer: inboxMailer(config.inbox),
            push: localPush(config),
            lessons: lessonsFrom(docs),
            clientOptions,
          }),
        ),
      ),
    ],
    [
      'agent-summaries',
      lazy(() =>
        fromFetchHandler(
          createAgentSummariesHandler({
            supabaseUrl: config.apiUrl(),
            serviceRoleKey: config.serviceRoleKey,
            appUrl: config.appUrl,
            mailer: inboxMailer(config.inbox),
            clientOptions,
          }),
        ),
      ),
    ],
    [
      'consultation-emails',
      lazy(() =>
        fromFetchHandler(
          createConsultationEmailsHandler({
            supabaseUrl: config.apiUrl(),
            serviceRoleKey: config.serviceRoleKey,
            appUrl: config.appUrl,
            houseInbox: process.env.CONSULTATION_INBOX || LOCAL_CONSULTATION_INBOX,
            mailer: inboxMailer(config.inbox),
            push: localPush(config),
            clientOptions,
          }),
        ),
      ),
    ],
    [
      'unsubscribe',
      lazy(() =>
        fromFetchHandler(
          createUnsubscribeHandler({
            supabaseUrl: config.apiUrl(),
            serviceRoleKey: config.serviceRoleKey,
            clientOptions,
          }),
        ),
      ),
    ],
    [
      'notifications',
      lazy(() =>
        fromFetchHandler(
          createNotificationsHandler({
            supabaseUrl: config.apiUrl(),
            serviceRoleKey: config.serviceRoleKey,
            vapidPublicKey: config.vapid?.publicKey ?? null,
            push: localPush(config),
            clientOptions,
          }),
        ),
      ),
    ],
    [
      'delete-account',
      lazy(() =>
        fromFetchHandler(
          createDeleteAccountHandler({
            supabaseUrl: config.apiUrl(),
            serviceRoleKey: config.serviceRoleKey,
            clientOptions,
          }),
        ),
      ),
    ],
    [
      'calendar-feed',
      lazy(() =>
        fromFetchHandler(
          createFeedHandler({
            supabaseUrl: config.apiUrl(),
            serviceRoleKey: config.serviceRoleKey,
            clientOptions,
          }),
        ),
      ),
    ],
  ]);
}
