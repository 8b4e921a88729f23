import { PRIVACY_POLICY } from '@/content/agreements/privacy-policy';
import { AgreementPage } from './agreement-page';

/** `/agreement/privacy`: 隐私协议 (its text: src/content/agreements/privacy-*.ts). */
function PrivacyPolicyPage() {
  return <AgreementPage kind="privacy" document={PRIVACY_POLICY} />;
}

/** The route module (React Router's lazy route convention): the page. */
export { PrivacyPolicyPage as Component };
