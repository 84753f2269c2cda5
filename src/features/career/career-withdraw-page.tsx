import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { withdrawCareerInterest } from './api';
import { LinkAction } from './components/link-action';
import { withdrawPage } from './content';
import { linkToken } from './logic';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CAREER_WITHDRAW_PAGE } from './content';

/** /career-opportunity/withdraw?token=…: deletes the interest, confirmed or not (docs/decisions/029). */
export function CareerWithdrawPage() {
  const search = useLocation().search;
  const [token] = useState(() => linkToken(search));
  return (
    <LinkAction
      token={token}
      words={withdrawPage}
      variant="destructive"
      run={async (t) => ((await withdrawCareerInterest(t)) ? withdrawPage.done : null)}
    />
  );
}
