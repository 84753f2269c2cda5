import { format, isSameMonth } from 'date-fns';
import { paths } from '@/lib/paths';

/** Pure rules of the affiliate dashboard (docs/product-spec.md §2, §4; docs/decisions/004-real-figures-not-placeholders.md). */

export interface ReferredProfile {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  email_confirmed_at: string | null;
}

export interface Referral {
  id: string;
  created_at: string;
  /** Null when the referred profile cannot be read. */
  profile: ReferredProfile | null;
}

export type ReferralStatus = 'Active' | 'Pending';

export interface ReferralRow {
  id: string;
  name: string;
  email: string;
  signUpDate: string;
  status: ReferralStatus;
}

export interface ReferralStats {
  total: number;
  thisMonth: number;
  active: number;
}

const NOT_AVAILABLE = 'N/A';

/** The link an affiliate shares: {origin}/affiliate/{agentCode}. */
export function affiliateLink(origin: string, agentCode: string): string {
  return `${origin}${paths.affiliate.referral(agentCode)}`;
}

/**
 * The link cut after each slash: where a narrow screen may wrap it, so the host and the agent
 * code are never split in the middle.
 */
export function linkSegments(link: string): string[] {
  return link.split(/(?<=\/)/);
}

/** Active once the referred user has confirmed the email, Pending until then. */
export function referralStatus(profile: ReferredProfile | null): ReferralStatus {
  return profile?.email_confirmed_at ? 'Active' : 'Pending';
}

/** 'This month' is the same calendar month and year as now (docs/product-spec.md §9). */
export function referralStats(referrals: readonly Referral[], now: Date): ReferralStats {
  return {
    total: referrals.length,
    thisMonth: referrals.filter((r) => isSameMonth(new Date(r.created_at), now)).length,
    active: referrals.filter((r) => referralStatus(r.profile) === 'Active').length,
  };
}

export function referralRow({ id, created_at, profile }: Referral): ReferralRow {
  const name = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    id,
    name: name || NOT_AVAILABLE,
    email: profile?.email?.trim() || NOT_AVAILABLE,
    signUpDate: format(new Date(created_at), 'MMM dd, yyyy'),
    status: referralStatus(profile),
  };
}

export function qrFileName(agentCode: string): string {
  return `affiliate-qr-${agentCode}.png`;
}
