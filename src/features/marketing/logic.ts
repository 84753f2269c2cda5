/**
 * The career page's rules about who invited the visitor (docs/decisions/029-career-interest.md):
 * here rather than in the career feature, whose code the page loads only once the form is near.
 */

/** The career page's visit source: its QR code's (?src=qr), else its plain link. */
export function careerSource(src: string | null): 'career' | 'career:qr' {
  return src?.trim().toLowerCase() === 'qr' ? 'career:qr' : 'career';
}

/** The agent code of `?ref=`, as the database looks it up; null when there is none to look up. */
export function careerRef(ref: string | null): string | null {
  const code = ref?.trim().toUpperCase() ?? '';
  return code && code.length <= 20 && /^[A-Z0-9]+$/.test(code) ? code : null;
}

/** Who the prospect talks to: the inviting agent ("Jane D.") or the house. */
export const HOUSE_NAME = 'our team';
export const talkTo = (agent: string | null): string => `Talk to ${agent ?? HOUSE_NAME}`;
