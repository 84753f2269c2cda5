import type { User } from '@supabase/supabase-js';
import type { UserType } from '@/types/database';

/**
 * What sign-up wrote into the user's metadata, read as the app trusts it: only 'affiliate' or
 * 'regular' is a type (never 'staff'); the sign-up trigger reads it the same way
 * (tests/db/account.test.ts).
 */
export function metadataUserType(user: Pick<User, 'user_metadata'>): UserType | null {
  const value: unknown = user.user_metadata.user_type;
  return value === 'affiliate' || value === 'regular' ? value : null;
}

export function metadataText(user: Pick<User, 'user_metadata'>, key: string): string | null {
  const value: unknown = user.user_metadata[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
