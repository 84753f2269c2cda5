import { copyLink } from '@/lib/clipboard';

const SHARE_TEXT =
  'Plan your money with Empowered Finance: goals, a bill calendar and an AI assistant, free.';

/** Copies the affiliate link, with the toasts of docs/product-spec.md §8. */
export const copyAffiliateLink = (link: string): Promise<void> => copyLink(link, 'Affiliate link');

/** Opens the device's share sheet where there is one; elsewhere copies the link instead. */
export async function shareLink(link: string): Promise<void> {
  const data: ShareData = { title: 'Empowered Finance', text: SHARE_TEXT, url: link };
  if (!('share' in navigator) || ('canShare' in navigator && !navigator.canShare(data))) {
    await copyAffiliateLink(link);
    return;
  }
  try {
    await navigator.share(data);
  } catch (error) {
    // Closing the share sheet is a choice, not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error('Sharing the affiliate link failed', error);
    await copyAffiliateLink(link);
  }
}
