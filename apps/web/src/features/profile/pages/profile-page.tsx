import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer } from '../../../components/ui/styles';
import { can } from '@freshprice/shared';
import { useCurrentUser } from '../../../api/me';
import { profileQuery } from '../../../api/profile';
import { BusinessSection } from '../components/business-form';
import { DetailsForm, EmailForm, PasswordForm } from '../components/account-forms';
import { Sessions } from '../components/sessions';
import { TwoFactorSection } from '../components/two-factor-section';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['pages', 'profile', 'validation'];

/** /profile (any signed-in user). */
export default function ProfilePage() {
  const { t } = useTranslation(['pages', 'profile']);
  const profile = useQuery(profileQuery);
  // Staff, while the admin setting requires two-step verification and theirs is off (route-rules.ts).
  const me = useCurrentUser();
  const mustEnrol = me?.twoFactorSetupRequired === true;
  // Only customers have a business (company, delivery address) of their own.
  const buyer = can(me?.role, 'orders.place');
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('profile.title')}>
        <p>{t('profile:intro')}</p>
      </PageHeader>
      {profile.isError ? <LoadError message={t('profile:errors.load')} retryLabel={t('profile:errors.retry')} onRetry={() => void profile.refetch()} /> : null}
      {profile.isPending ? <p role="status">{t('profile:loading')}</p> : null}
      {mustEnrol ? (
        <div role="alert" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <h2 className="font-semibold">{t('profile:twoFactorRequired.title')}</h2>
          <p className="mt-1 text-sm">{t('profile:twoFactorRequired.body')}</p>
        </div>
      ) : null}
      {profile.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {/* Staff who must enrol see the enrolment first. */}
          {mustEnrol ? <TwoFactorSection profile={profile.data} /> : null}
          <DetailsForm profile={profile.data} />
          {buyer ? <BusinessSection /> : null}
          <div className="space-y-6">
            <EmailForm profile={profile.data} />
            <PasswordForm />
          </div>
          {mustEnrol ? null : <TwoFactorSection profile={profile.data} />}
          <Sessions />
        </div>
      ) : null}
    </section>
  );
}
