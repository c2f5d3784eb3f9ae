import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';
import { BadgeCheckIcon, CalendarIcon, SnowflakeIcon, TruckIcon, WarehouseIcon } from '../../../components/ui/icons';
import { formatList } from '../../../lib/company-format';
import { formatNumber, formatTime } from '../../../lib/format';
import { SectionHeading } from './section-heading';

interface Reason {
  key: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: string;
  values: Record<string, string | number>;
}

export function WhyChooseUs({ facts, language }: { facts: CompanyFacts; language: string }) {
  const { t } = useTranslation('landing');
  const years = new Date().getFullYear() - facts.foundedYear;
  const reasons: Reason[] = [
    {
      key: 'sameDay',
      Icon: TruckIcon,
      tone: 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
      values: { cutoff: formatTime(facts.sameDayCutoff, language) },
    },
    {
      key: 'fleet',
      Icon: SnowflakeIcon,
      tone: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
      values: { trucks: formatNumber(facts.refrigeratedTrucks, language) },
    },
    {
      key: 'certified',
      Icon: BadgeCheckIcon,
      tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
      values: { certifications: formatList(facts.certifications, language) },
    },
    {
      key: 'since',
      Icon: CalendarIcon,
      tone: 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-300',
      values: { year: facts.foundedYear, years: formatNumber(years, language) },
    },
    {
      key: 'facility',
      Icon: WarehouseIcon,
      tone: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
      values: { size: formatNumber(facts.facilitySqFt, language) },
    },
  ];
  return (
    <section aria-labelledby="why-title" className="bg-white py-16 sm:py-20 dark:bg-gray-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-title" eyebrow={t('why.eyebrow')} title={t('why.title')} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {reasons.map(({ key, Icon, tone, values }) => (
            <li
              key={key}
              className="flex gap-4 rounded-2xl border border-gray-200 bg-gray-50/60 p-5 lg:block dark:border-gray-800 dark:bg-gray-900/60"
            >
              <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
                <Icon />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-gray-900 lg:mt-4 dark:text-gray-50">{t(`why.${key}.title`, values)}</h3>
                <p className="mt-1 text-gray-700 lg:mt-2 dark:text-gray-300">{t(`why.${key}.body`, values)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
