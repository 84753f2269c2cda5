import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UserType } from '@/types/database';
import { accountQuery } from './api';
import { metadataUserType } from './metadata';
import { useSession } from './session-provider';

export interface UserContextValue {
  agentCode: string | null;
  userType: UserType | null;
  isAffiliate: boolean;
  loading: boolean;
  /** Fetches the account again (the affiliate dashboard's Refresh). */
  refresh: () => Promise<void>;
}

const UserContext = createContext<UserContextValue | null>(null);

/** The spec's UserContext, derived from the session and the account query; it stores no copy. */
export function UserProvider({ children }: { children: ReactNode }) {
  const { session, loading: sessionLoading } = useSession();
  const user = session?.user ?? null;
  const account = useQuery(accountQuery(user));
  const { refetch } = account;

  const value = useMemo<UserContextValue>(() => {
    const userType = account.data?.userType ?? (user ? metadataUserType(user) : null);
    return {
      agentCode: account.data?.agentCode ?? null,
      userType,
      isAffiliate: userType === 'affiliate',
      loading: sessionLoading || (!!user && account.isPending),
      refresh: async () => {
        await refetch();
      },
    };
  }, [account.data, account.isPending, refetch, sessionLoading, user]);

  return <UserContext value={value}>{children}</UserContext>;
}

export function useUser(): UserContextValue {
  const value = useContext(UserContext);
  if (!value) throw new Error('useUser must be used inside <UserProvider>');
  return value;
}
