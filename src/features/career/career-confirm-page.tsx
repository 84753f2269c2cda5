import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { confirmCareerInterest } from './api';
import { LinkAction } from './components/link-action';
import { confirmPage } from './content';
import { linkToken } from './logic';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { CAREER_CONFIRM_PAGE } from './content';

/** /career-opportunity/confirm?token=…: the double opt-in's link (docs/decisions/029). */
export function CareerConfirmPage() {
  const search = useLocation().search;
  const [token] = useState(() => linkToken(search));
  return (
    <LinkAction
      token={token}
      words={confirmPage}
      run={async (t) => {
        const result = await confirmCareerInterest(t);
        return result ? confirmPage.done(result.agent) : null;
      }}
    />
  );
}
