import { escapeHtml, oneLine, subjectLine, type Email } from '../mail.ts';
import { change, FUNNEL_STEPS, formatRate, rate, sourceLabel, type Funnel } from './funnel.ts';
import { paths } from '../paths.ts';

/** One agent's monthly summary: what claim_agent_summaries returns for them, as text and HTML. */

export interface SummaryRow {
  log_id: number;
  user_id: string;
  email: string;
  first_name: string | null;
  agent_code: string;
  /** The first day of the month summed up (YYYY-MM-01). */
  month: string;
  funnel: Funnel;
  /** The month before, to compare with. */
  previous: Funnel;
}

const monthName = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function buildSummary(row: SummaryRow, appUrl: string): Email {
  const name = monthName(row.month);
  const dashboardUrl = `${appUrl}${paths.affiliate.dashboard}`;
  const settingsUrl = `${appUrl}${paths.dashboard.settings}`;
  const greeting = `Hi ${oneLine(row.first_name ?? '') || 'there'},`;
  const intro = `Here is how your links did in ${name}, against the month before.`;
  const lines = FUNNEL_STEPS.map((step, i) => {
    const now = row.funnel[step.key];
    const previous = FUNNEL_STEPS[i - 1];
    const conversion = previous
      ? ` (${formatRate(rate(now, row.funnel[previous.key]))} of ${previous.label.toLowerCase()})`
      : '';
    return `${step.label}: ${now}${conversion}, ${change(now, row.previous[step.key])} on the month before`;
  });
  const sources = row.funnel.by_source
    .slice(0, 5)
    .map((s) => `${sourceLabel(s.source)}: ${s.visits} visits, ${s.signups} sign-ups`);
  const footer = 'You get this email because the monthly summary is on in your settings.';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    ...(sources.length ? ['Where they came from', ...sources.map((line) => `- ${line}`), ''] : []),
    `Your dashboard: ${dashboardUrl}`,
    '',
    `${footer} Turn it off: ${settingsUrl}`,
  ].join('\n');

  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...(sources.length
      ? [
          `<h2>Where they came from</h2><ul>${sources.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
    `<p><a href="${escapeHtml(dashboardUrl)}">Open your dashboard</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(settingsUrl)}">Turn it off</a></p>`,
  ].join('\n');

  return {
    to: row.email,
    subject: subjectLine(`Your ${name} summary: ${row.funnel.visits} visits, ${row.funnel.signups} sign-ups`),
    text,
    html,
    links: [dashboardUrl, settingsUrl],
    headers: {},
  };
}
