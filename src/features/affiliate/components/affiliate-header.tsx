import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

/** The title every state of the affiliate dashboard shares, with room for the Refresh button. */
export function AffiliateHeader({ children }: { children?: ReactNode }) {
  return (
    <PageHeader
      title="Affiliate Dashboard"
      description="Share your link and follow the people who join through it."
      actions={children}
    />
  );
}
