import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@freshprice/shared';
import { useSession } from '../../../api/me';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer, textLink } from '../../../components/ui/styles';
import { DraftsList } from '../components/drafts-list';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['standingOrders'];

/** /standing-orders/drafts: the drafts to answer and those of the last two weeks (staff: every customer's). */
export default function DraftsPage() {
  const { t } = useTranslation('standingOrders');
  const session = useSession();
  const staff = session.status === 'signedIn' && isStaff(session.role);
  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <PageHeader title={t('drafts.title')} />
      <DraftsList customer={null} showCustomer={staff} untitled />
      <Link to="/standing-orders" className={textLink}>
        {t('draft.back')}
      </Link>
    </section>
  );
}
