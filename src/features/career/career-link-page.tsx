import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { confirmCareerInterest, withdrawCareerInterest } from './api';
import { LinkAction } from './components/link-action';
import { confirmPage, withdrawPage } from './content';
import { linkToken } from './logic';

/**
 * /career-opportunity/confirm?token=… (the double opt-in) and /career-opportunity/withdraw?token=…
 * (deletes the interest, confirmed or not): the e-mail's two links (docs/decisions/029).
 */
export function CareerLinkPage() {
  const action = useParams().action;
  const search = useLocation().search;
  const [token] = useState(() => linkToken(search));
  if (action === 'withdraw') {
    return (
      <LinkAction
        key="withdraw"
        token={token}
        words={withdrawPage}
        variant="destructive"
        run={async (t) => ((await withdrawCareerInterest(t)) ? withdrawPage.done : null)}
      />
    );
  }
  return (
    <LinkAction
      key="confirm"
      token={action === 'confirm' ? token : null}
      words={confirmPage}
      run={async (t) => {
        const result = await confirmCareerInterest(t);
        return result ? confirmPage.done(result.agent) : null;
      }}
    />
  );
}
