import { escapeHtml, type Inbox } from '../inbox.ts';

/** The emails GoTrue sends, with its current default subjects and a link to /verify. */

export type EmailLinkType = 'signup' | 'recovery' | 'magiclink' | 'invite';

export function verifyLink(authUrl: string, hash: string, type: EmailLinkType, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${authUrl}/verify?token=${hash}&type=${type}&redirect_to=${redirect}`;
}

const TEMPLATES = {
  signup: {
    subject: 'Confirm your email address',
    heading: 'Confirm your signup',
    action: 'Confirm your mail',
  },
  recovery: { subject: 'Reset your password', heading: 'Reset Password', action: 'Reset Password' },
  magiclink: { subject: 'Your sign-in link', heading: 'Magic Link', action: 'Log In' },
  invite: { subject: "You've been invited", heading: 'You have been invited', action: 'Accept the invite' },
} as const;

export function sendLinkEmail(
  inbox: Inbox,
  to: string,
  type: EmailLinkType,
  link: string,
  otp: string,
): void {
  const t = TEMPLATES[type];
  const text = `${t.heading}\n\nFollow this link: ${link}\n\nOr enter the code: ${otp}\n`;
  const html = `<h2>${escapeHtml(t.heading)}</h2>\n<p>Follow this link:</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>\n<p>Or enter the code: ${escapeHtml(otp)}</p>`;
  inbox.send(to, t.subject, text, html, [link]);
}
