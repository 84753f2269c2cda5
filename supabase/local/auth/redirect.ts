import type { AuthSettings } from '../config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', '[::]']);

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      const double = glob[i + 1] === '*';
      pattern += double ? '.*' : '[^/.]*';
      if (double) i++;
    } else if (c === '?') pattern += '.';
    else pattern += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** GoTrue's IsRedirectURLValid: same site as SITE_URL, a loopback address, or the allow list. */
export function isAllowedRedirect(candidate: string, settings: AuthSettings): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const site = new URL(settings.siteUrl);
  if (url.protocol === site.protocol && url.hostname === site.hostname) {
    if (LOOPBACK_HOSTS.has(url.hostname) || url.port === site.port) return true;
  }
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') return true;
  const withoutFragment = candidate.split('#')[0]!;
  return settings.additionalRedirectUrls.some((glob) => globToRegExp(glob).test(withoutFragment));
}

/** The redirect target for an email link: the asked one if allowed, else the Referer, else SITE_URL. */
export function chooseRedirect(
  asked: string | null | undefined,
  referer: string | undefined,
  settings: AuthSettings,
): string {
  if (asked && isAllowedRedirect(asked, settings)) return asked;
  if (referer && isAllowedRedirect(referer, settings)) return referer;
  return settings.siteUrl;
}
