import { privacy, terms } from './content';
import { LegalPage } from './legal-page';

// The router takes the page's title from here (docs/architecture.md, "Routes").
export { PRIVACY_PAGE, TERMS_PAGE } from './content';

export function PrivacyPage() {
  return <LegalPage document={privacy} />;
}

export function TermsPage() {
  return <LegalPage document={terms} />;
}
