import { USER_AGREEMENT } from '@/content/agreements/user-agreement';
import { AgreementPage } from './agreement-page';

/** `/agreement/user`: 用户使用协议 (its text: src/content/agreements/user-agreement*.ts). */
function UserAgreementPage() {
  return <AgreementPage kind="user" document={USER_AGREEMENT} />;
}

/** The route module (React Router's lazy route convention): the page. */
export { UserAgreementPage as Component };
