import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Attachment } from '../functions/_shared/mail.ts';
import { listen, readBody, sendJson } from './http.ts';

/** Captured emails, served with the subset of Mailpit's API that tests and people use. */

export interface Address {
  Name: string;
  Address: string;
}

export interface Mail {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: Address;
  To: Address[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
  /** Links found in the mail, for the inbox page. */
  links: string[];
  attachments: Attachment[];
}

const SENDER: Address = { Name: 'Admin', Address: 'admin@email.com' };
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function shortId(): string {
  return Array.from(randomBytes(22), (byte) => BASE62[byte % 62]).join('');
}

/** Every value written into an email's HTML goes through this. */
export function escapeHtml(text: string): string {
  // As Go's html/template (GoTrue's emails) writes them.
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&#34;',
    "'": '&#39;',
  };
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

export class Inbox {
  private mails: Mail[] = [];

  send(
    to: string,
    subject: string,
    text: string,
    html: string,
    links: string[],
    attachments: Attachment[] = [],
  ): Mail {
    const id = shortId();
    const mail: Mail = {
      ID: id,
      MessageID: `${id}@local.supabase`,
      Read: false,
      From: SENDER,
      To: [{ Name: '', Address: to }],
      Subject: subject,
      Created: new Date().toISOString(),
      Text: text,
      HTML: html,
      links,
      attachments,
    };
    this.mails.unshift(mail);
    return mail;
  }

  list(): readonly Mail[] {
    return this.mails;
  }

  find(id: string): Mail | undefined {
    return id === 'latest' ? this.mails[0] : this.mails.find((m) => m.ID === id);
  }

  delete(ids: string[] | null): void {
    this.mails = ids && ids.length > 0 ? this.mails.filter((m) => !ids.includes(m.ID)) : [];
  }
}

function summary(mail: Mail) {
  return {
    ID: mail.ID,
    MessageID: mail.MessageID,
    Read: mail.Read,
    From: mail.From,
    To: mail.To,
    Cc: null,
    Bcc: null,
    ReplyTo: [],
    Subject: mail.Subject,
    Created: mail.Created,
    Username: '',
    Tags: [],
    Size: Buffer.byteLength(mail.Text) + Buffer.byteLength(mail.HTML),
    Attachments: mail.attachments.length,
    Snippet: mail.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
  };
}

function detail(mail: Mail) {
  return {
    ...summary(mail),
    Cc: [],
    Bcc: [],
    ReturnPath: mail.From.Address,
    ListUnsubscribe: { Header: '', Links: [], Errors: '', HeaderPost: '' },
    Date: mail.Created,
    Text: mail.Text,
    HTML: mail.HTML,
    Inline: [],
    // Mailpit numbers a message's parts; the attachments here follow the text (1) and HTML (2).
    Attachments: mail.attachments.map((a, i) => ({
      PartID: String(i + 3),
      FileName: a.filename,
      ContentType: a.contentType,
      ContentID: '',
      Size: Buffer.from(a.content, 'base64').length,
    })),
  };
}

/** GET /api/v1/message/{ID}/part/{PartID}: an attachment's bytes. */
function attachmentOf(mail: Mail, partId: string): Attachment | undefined {
  return mail.attachments[Number(partId) - 3];
}

function page(mails: readonly Mail[]): string {
  const rows = mails
    .map(
      (m) => `<li><strong>${escapeHtml(m.Subject)}</strong> to ${escapeHtml(m.To[0]?.Address ?? '')}
        <time>${escapeHtml(m.Created)}</time>
        <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Local inbox</title><style>body{font:16px system-ui;margin:2rem auto;max-width:60rem;padding:0 1rem}
li{margin:.75rem 0;word-break:break-all}time{color:#555;margin-left:.5rem}</style></head>
<body><h1>Local inbox</h1><p>${mails.length} message(s), newest first. Reload to see new mail.</p>
${mails.length ? `<ol>${rows}</ol>` : '<p>No mail yet.</p>'}</body></html>`;
}

export async function serveInbox(inbox: Inbox, port: number): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://inbox');
      const path = url.pathname;
      if (req.method === 'GET' && path === '/') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(page(inbox.list()));
        return;
      }
      if (req.method === 'GET' && path === '/api/v1/messages') {
        const all = inbox.list();
        const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
        const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50);
        const messages = all.slice(start, start + limit).map(summary);
        const unread = all.filter((m) => !m.Read).length;
        sendJson(res, 200, {
          total: all.length,
          unread,
          count: messages.length,
          messages_count: all.length,
          messages_unread: unread,
          start,
          tags: [],
          messages,
        });
        return;
      }
      const part = /^\/api\/v1\/message\/([^/]+)\/part\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && part) {
        const mail = inbox.find(decodeURIComponent(part[1]!));
        const attachment = mail && attachmentOf(mail, part[2]!);
        if (!attachment) {
          res.writeHead(404, { 'Content-Type': 'text/plain' });
          res.end('404 page not found');
          return;
        }
        res.writeHead(200, {
          'Content-Type': attachment.contentType,
          'Content-Disposition': `attachment; filename="${attachment.filename}"`,
        });
        res.end(Buffer.from(attachment.content, 'base64'));
        return;
      }
      const match = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && match) {
        const mail = inbox.find(decodeURIComponent(match[1]!));
        if (!mail) {
          res.writeHead(404, { 'Content-Type': 'text/plain' });
          res.end('404 page not found');
          return;
        }
        mail.Read = true;
        sendJson(res, 200, detail(mail));
        return;
      }
      if (req.method === 'DELETE' && path === '/api/v1/messages') {
        let ids: string[] | null = null;
        try {
          const body = JSON.parse((await readBody(req)).toString() || '{}') as { IDs?: unknown };
          if (Array.isArray(body.IDs)) ids = body.IDs.filter((id): id is string => typeof id === 'string');
        } catch {
          ids = null; // Mailpit deletes everything when the body is missing or invalid.
        }
        inbox.delete(ids);
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('ok');
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('404 page not found');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end('bad request');
    });
  });
  const bound = await listen(server, port, 'inbox');
  return { port: bound, server };
}
