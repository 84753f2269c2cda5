import { notify } from '@/lib/toast';

/**
 * Copies a link and says so ('Copied!', '<Label> copied to clipboard'); when the browser refuses,
 * logs why and says 'Failed to copy link' (docs/product-spec.md §8).
 */
export async function copyLink(link: string, label: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notify.success('Copied!', `${label} copied to clipboard`);
  } catch (error) {
    console.error(`Copying the ${label.toLowerCase()} failed`, error);
    notify.error('Failed to copy link');
  }
}
