/**
 * The addresses of the career interest e-mail's links (docs/decisions/029-career-interest.md): the
 * router mounts `pattern` and the e-mail builds its links from the others. Kept apart from
 * paths.ts, which every page loads, and from the states' list, which only the form needs.
 */
export const careerLinks = {
  confirm: '/career-opportunity/confirm',
  withdraw: '/career-opportunity/withdraw',
  /** One route for both (its page reads which): the router's table stays as small as it can. */
  pattern: '/career-opportunity/:action',
} as const;

export type CareerLinkAction = 'confirm' | 'withdraw';
