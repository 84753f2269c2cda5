/** The career interest's words (issue 41; docs/decisions/029-career-interest.md). */

export const careerForm = {
  title: 'Career interest form',
  consent: (agent: string | null) =>
    `I agree that ${agent ?? 'someone from our team'} may contact me about this career by email or phone.`,
  submit: 'Send my interest',
  sending: 'Sending...',
  sentTitle: 'Check your inbox',
  sent: (email: string) =>
    `If ${email} is yours, an email is on its way with a link to confirm your interest. Nothing is shared until you confirm it.`,
  sendAnother: 'Send another',
  privacy: 'An interest that does not lead to joining is deleted after 180 days.',
};

export const CAREER_TOASTS = {
  loadFailed: 'We could not load your career interest list.',
  saveFailed: 'We could not save that change. Please try again.',
  saved: 'Saved',
};

export const confirmPage = {
  title: 'Confirm your career interest',
  description: 'One click and your details reach the person who will contact you.',
  action: 'Confirm my career interest',
  busy: 'Confirming...',
  doneTitle: 'Thank you, your interest is confirmed',
  done: (agent: string | null) =>
    `${agent ?? 'Someone from our team'} has your details and will be in touch soon. You can withdraw your interest at any time with the link in the same email.`,
  invalidTitle: 'This link no longer works',
  invalid:
    'The interest was withdrawn, was never confirmed within 7 days, or the link is incomplete. You can send a new one from the career page.',
  failed: 'We could not confirm your interest. Please check your connection and try again.',
};

export const withdrawPage = {
  title: 'Withdraw your career interest',
  description: 'This deletes your details: nobody will contact you about it.',
  action: 'Withdraw and delete my details',
  busy: 'Withdrawing...',
  doneTitle: 'Your interest is withdrawn',
  done: 'Your details are deleted. If you change your mind, you can send a new interest from the career page.',
  invalidTitle: 'Nothing to withdraw',
  invalid: 'This interest was already withdrawn or deleted, or the link is incomplete.',
  failed: 'We could not withdraw your interest. Please check your connection and try again.',
};

export const backToCareer = 'Back to the career page';

export const careerSection = {
  title: 'Career interest',
  description:
    'People who asked to hear about joining your team from the career page and confirmed their email. Newest first.',
  houseDescription:
    'People who asked about joining from the career page without an agent, and confirmed their email. Newest first.',
  empty:
    'Nobody yet. Share your career page link: prospects who confirm their email show here, and you get an email for each.',
  noteLabel: 'Private note',
  noteHelp: 'Only you see this.',
  save: 'Save',
  saving: 'Saving...',
};
