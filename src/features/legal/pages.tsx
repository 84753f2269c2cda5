import { privacy, terms } from './content';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return <LegalPage document={privacy} />;
}

export function TermsPage() {
  return <LegalPage document={terms} />;
}
