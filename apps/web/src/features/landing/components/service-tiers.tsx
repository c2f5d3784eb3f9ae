import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';
import { openingHours } from '../../../lib/company-format';
import { formatMoney } from '../../../lib/format';
import { SectionHeading } from './section-heading';

const TIERS = ['small', 'medium', 'large'] as const;

export function ServiceTiers({ facts, language }: { facts: CompanyFacts; language: string }) {
  const { t } = useTranslation('landing');
  const hours = openingHours(facts.hours, language);
  return (
    <section aria-labelledby="tiers-title" className="bg-emerald-50/70 py-16 sm:py-20 dark:bg-gray-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="tiers-title" eyebrow={t('tiers.eyebrow')} title={t('tiers.title')}>
          {t('tiers.subtitle', hours)}
        </SectionHeading>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {TIERS.map((tier) => {
            const minimum = facts.minimumOrder[tier];
            return (
              <li
                key={tier}
                className="flex flex-col rounded-2xl border border-emerald-200 bg-white p-6 dark:border-emerald-900 dark:bg-gray-950"
              >
                <h3 className="text-xl font-semibold text-gray-900 dark:text-gray-50">{t(`tiers.${tier}.name`)}</h3>
                <p className="mt-1 text-gray-700 dark:text-gray-300">{t(`tiers.${tier}.who`)}</p>
                <dl className="mt-5 space-y-3 border-t border-gray-100 pt-5 dark:border-gray-800">
                  <div>
                    <dt className="text-sm text-gray-600 dark:text-gray-400">{t('tiers.minimum')}</dt>
                    <dd className="text-2xl font-bold text-emerald-800 tabular-nums dark:text-emerald-300">
                      {minimum === null || minimum === 0 ? t('tiers.noMinimum') : formatMoney(minimum, language)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm text-gray-600 dark:text-gray-400">{t('tiers.delivery')}</dt>
                    <dd className="font-semibold text-gray-900 dark:text-gray-50">
                      {t(`frequency.${facts.deliveryFrequency[tier]}`)}
                    </dd>
                  </div>
                </dl>
                {tier === 'large' ? (
                  <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{t('tiers.volume')}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
