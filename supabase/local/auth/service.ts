import { WindowCounter } from './limits.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext, AuthRequest } from './context.ts';
import { ok, parseJsonBody, requireAdmin } from './context.ts';
import { AuthError, errors, sendAuthError } from './errors.ts';
import * as account from './account.ts';
import * as admin from './admin.ts';

type Handler = (ctx: AuthContext, request: AuthRequest, id: string) => Promise<void> | void;

const routes: { method: string; pattern: RegExp; handler: Handler; admin?: boolean }[] = [
  { method: 'POST', pattern: /^\/signup$/, handler: account.signup },
  { method: 'POST', pattern: /^\/token$/, handler: account.token },
  { method: 'GET', pattern: /^\/user$/, handler: account.getUser },
  { method: 'PUT', pattern: /^\/user$/, handler: account.updateUser },
  { method: 'POST', pattern: /^\/logout$/, handler: account.logout },
  { method: 'POST', pattern: /^\/resend$/, handler: account.resend },
  { method: 'POST', pattern: /^\/recover$/, handler: account.recover },
  { method: 'GET', pattern: /^\/verify$/, handler: account.verifyLinkGet },
  { method: 'POST', pattern: /^\/verify$/, handler: account.verifyOtpPost },
  { method: 'GET', pattern: /^\/settings$/, handler: settings },
  { method: 'GET', pattern: /^\/health$/, handler: health },
  { method: 'POST', pattern: /^\/admin\/users$/, handler: admin.adminCreateUser, admin: true },
  { method: 'GET', pattern: /^\/admin\/users$/, handler: admin.adminListUsers, admin: true },
  { method: 'GET', pattern: /^\/admin\/users\/([^/]+)$/, handler: admin.adminGetUser, admin: true },
  { method: 'PUT', pattern: /^\/admin\/users\/([^/]+)$/, handler: admin.adminUpdateUser, admin: true },
  { method: 'DELETE', pattern: /^\/admin\/users\/([^/]+)$/, handler: admin.adminDeleteUser, admin: true },
  { method: 'POST', pattern: /^\/admin\/generate_link$/, handler: admin.adminGenerateLink, admin: true },
];

function settings(ctx: AuthContext, { res }: AuthRequest): void {
  ok(res, {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.settings.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

function health(_ctx: AuthContext, { res }: AuthRequest): void {
  ok(res, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** The GoTrue-compatible auth service: `path` is the request path without /auth/v1. */
/** The auth service of one stack; its state lives in the handler, so two stacks never share it. */
const FIVE_MINUTES = 5 * 60 * 1000;

export function createAuthHandler(config: Omit<AuthContext, 'limits'>) {
  // Object.assign keeps the config's getters (the stack knows its URL only once it listens).
  const ctx: AuthContext = Object.assign(config, {
    limits: {
      // Ten wrong passwords for one address from one client in five minutes: someone guessing
      // elsewhere never locks the owner out.
      failedSignIns: new WindowCounter(10, FIVE_MINUTES),
      // GoTrue's token_verifications limit (per client, five minutes), counted on failures here.
      failedVerifications: new WindowCounter(config.settings.tokenVerificationsLimit, FIVE_MINUTES),
    },
  });
  return async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    path: string,
    rawBody: Buffer,
  ): Promise<void> => {
    try {
      const route = routes.find((r) => r.method === req.method && r.pattern.test(path));
      if (!route) throw errors.notFound();
      const id = decodeURIComponent(route.pattern.exec(path)?.[1] ?? '');
      if (route.admin) await requireAdmin(ctx, req);
      const body = req.method === 'GET' || req.method === 'DELETE' ? {} : parseJsonBody(rawBody);
      await route.handler(ctx, { req, res, url, body }, id);
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof AuthError) {
        sendAuthError(res, req.headers, error);
        return;
      }
      console.error('[auth] unexpected failure', error);
      sendAuthError(res, req.headers, errors.unexpected());
    }
  };
}
