/**
 * The addresses of the career interest e-mail's links (docs/decisions/029-career-interest.md): the
 * router mounts them and the e-mail builds its links from them. Kept apart from paths.ts, which
 * every page loads, and from the states' list, which only the form needs.
 */
export const careerLinks = {
  confirm: '/career-opportunity/confirm',
  withdraw: '/career-opportunity/withdraw',
} as const;
