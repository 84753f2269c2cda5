import { useEffect, useState } from 'react';
import { announceEmailConfirmed, sessionFromLink } from './api';
import { readAuthLink } from './logic';

/**
 * What an email link that lands on a guarded page brought (docs/decisions/003-auth-and-routing.md):
 * nothing, a session being set from its tokens (then set), or an error for the confirmation page to explain
 * (`errorAddress` carries the link's error on to that page).
 */
export type LinkArrival =
  | { kind: 'none' }
  | { kind: 'signing-in' }
  | { kind: 'signed-in' }
  | { kind: 'failed'; errorAddress: string };

function firstLook(): LinkArrival {
  const link = readAuthLink(window.location.hash, window.location.search);
  if (link.kind === 'tokens') return { kind: 'signing-in' };
  if (link.kind === 'error')
    return { kind: 'failed', errorAddress: `${window.location.search}${window.location.hash}` };
  return { kind: 'none' };
}

const UNUSABLE_LINK = `#${new URLSearchParams({
  error: 'invalid_request',
  error_description: 'The confirmation link could not be used.',
}).toString()}`;

/** Signs in with the tokens of an email link on this page, then takes them out of the address. */
export function useLinkSession(): LinkArrival {
  const [arrival, setArrival] = useState(firstLook);

  useEffect(() => {
    const link = readAuthLink(window.location.hash, window.location.search);
    if (link.kind !== 'tokens') return;
    void sessionFromLink(link.accessToken, link.refreshToken).then(
      ({ data, error }) => {
        if (error || !data.session) {
          setArrival({ kind: 'failed', errorAddress: UNUSABLE_LINK });
          return;
        }
        announceEmailConfirmed();
        setArrival({ kind: 'signed-in' });
      },
      () => {
        setArrival({ kind: 'failed', errorAddress: UNUSABLE_LINK });
      },
    );
  }, []);

  return arrival;
}
