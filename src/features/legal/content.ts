import type { PageTitle } from '@/lib/page-title';

/**
 * The privacy policy and the terms, in plain words, as data (docs/decisions/018-data-control-and-security-review.md).
 * They describe what the app does today; change them with the behaviour they describe.
 */

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** Said wherever someone signs up with an agent's code: the referral landing and the sign-up forms. */
export const AGENT_SEES = 'The agent who invited you will see your name, email and sign-up date.';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  summary: 'What we keep, who can see it, and how to take it with you or delete it.',
  updated: 'November 27, 2026',
  sections: [
    {
      heading: 'What we store',
      paragraphs: ['Only what you give us to run your account and its tools:'],
      list: [
        'Your account: email address, first and last name, and your password, which is stored only as a one-way hash.',
        'Your goals, every deposit, withdrawal and undo in their history, and your calendar events.',
        'Your conversations with the AI assistant.',
        'Your consultation requests: the topic, how and when to reach you, your phone number if you give it, and your note.',
        'Which lessons you have finished, and when.',
        'Your reminder settings and time zone.',
        'For affiliates: your agent code and the sign-ups that came through it.',
      ],
    },
    {
      heading: 'Who sees what',
      paragraphs: [
        'Your goals, calendar, conversations and settings are yours alone: the database itself refuses every other account, whoever asks.',
        'If you signed up with an agent’s code, that agent sees your name, email, sign-up date and whether you confirmed your email. They never see your goals, calendar or conversations.',
        'When you book a free consultation, and only after you agree on the form, the agent who invited you (or an advisor from our team, if nobody did) sees the request with your name and email, and is emailed it. When they schedule it, the appointment is added to your calendar.',
        'We do not sell your data or show you advertising, and we use no advertising trackers.',
      ],
    },
    {
      heading: 'Career interest',
      paragraphs: [
        'On the career page you can ask to hear about joining without an account: we keep your name, email, phone if you give it, state, licence, the hours you could give and your note.',
        'Nobody sees it until you confirm it with the link we email you; an interest not confirmed within 7 days is deleted. Once confirmed, the agent who invited you (or our team, if nobody did) sees it and is emailed it, with their own status and private note about it.',
        'The same email has a link to withdraw it at any time, which deletes it. An interest that does not lead to joining is deleted after 180 days.',
      ],
    },
    {
      heading: 'The AI assistant',
      paragraphs: [
        'Your questions and its answers are stored so that you can come back to a conversation; they are deleted with your account.',
        'To answer with your own numbers, the assistant reads your goals and calendar with your own sign-in, so it sees nothing you could not see yourself.',
        'When a language-model provider is configured, your question, the recent conversation and a summary of your goals and bills are sent to that provider to write the answer. Do not type account numbers or passwords into the chat.',
      ],
    },
    {
      heading: 'Emails',
      paragraphs: [
        'We email you to confirm your address and to reset your password. With email reminders on, you get a digest of bills and goals that are due. Turn reminders off in Settings, or with the unsubscribe link in any reminder email, without signing in.',
      ],
    },
    {
      heading: 'Your browser',
      paragraphs: [
        'Your browser keeps your sign-in session in its local storage so that you stay signed in. We set no cookies for tracking.',
      ],
    },
    {
      heading: 'Taking your data with you, and deleting it',
      paragraphs: [
        'Settings → Download my data gives you everything above in one JSON file, and your goals and events as CSV files.',
        'Settings → Delete account deletes your account and everything it holds at once; an agent who invited you no longer sees you. Backups kept by our database host expire on their own schedule and are not used to restore deleted accounts.',
      ],
    },
  ],
};

export const terms: LegalDocument = {
  title: 'Terms of Use',
  summary: 'The rules for using Empowered Finance, in plain words.',
  updated: 'November 25, 2026',
  sections: [
    {
      heading: 'What the service is',
      paragraphs: [
        'Empowered Finance is for learning and planning: savings goals, a financial calendar, lessons, calculators and an AI assistant. It is educational, not financial, tax, legal or investment advice. Calculators and the assistant give estimates from the figures you enter.',
      ],
    },
    {
      heading: 'Insurance and consultations',
      paragraphs: [
        'Solution pages describe insurance and retirement products in general terms. Any product is offered only by a licensed agent in a separate conversation, and booking a consultation puts you under no obligation.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give your real name and an email address you control, and keep your password to yourself; if you think someone else knows it, change it in Settings at once. You may delete your account at any time in Settings.',
      ],
    },
    {
      heading: 'Affiliates',
      paragraphs: [
        'An affiliate gets an agent code and a referral link. Share it honestly and never by unsolicited bulk messages. You see the name, email and sign-up date of the people who signed up with your code; use them only to follow up with those people about this service.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: ['Do not:'],
      list: [
        'try to reach another person’s data or get around the app’s limits;',
        'send automated traffic that burdens the service;',
        'use the AI assistant to produce anything unlawful.',
      ],
    },
    {
      heading: 'Changes and ending',
      paragraphs: [
        'We may change the service and these terms; the date above says when they last changed. We may suspend an account that breaks these terms. The service is provided as it is, without warranties, to the extent the law allows.',
      ],
    },
  ],
};

export const PRIVACY_PAGE = {
  title: privacy.title,
  description: 'What Empowered Finance stores, who can see it, and how to download or delete your data.',
} satisfies PageTitle;

export const TERMS_PAGE = {
  title: terms.title,
  description: 'The rules for using Empowered Finance, in plain words.',
} satisfies PageTitle;
