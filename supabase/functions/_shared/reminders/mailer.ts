import type { Mailer } from './handler.ts';

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
