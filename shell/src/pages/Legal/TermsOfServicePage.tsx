import { LegalTextPage } from './LegalTextPage';

export default function TermsOfServicePage() {
  return <LegalTextPage type="terms-of-service" titleKey="legal.termsTitle" />;
}
