import { LegalTextPage } from './LegalTextPage';

export default function DataProtectionPage() {
  return <LegalTextPage type="data-protection" titleKey="legal.dataProtectionTitle" />;
}
