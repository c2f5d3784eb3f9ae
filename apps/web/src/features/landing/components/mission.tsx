import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';

export function Mission({ facts }: { facts: CompanyFacts }) {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="mission-title" className="bg-emerald-900 text-emerald-50 dark:bg-emerald-950">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-16 lg:px-8">
        <h2 id="mission-title" className="text-sm font-semibold tracking-wider text-amber-300 uppercase">
          {t('mission.title')}
        </h2>
        <p className="mt-4 text-2xl leading-snug font-semibold text-balance sm:text-3xl">{t('mission.statement')}</p>
        <p className="mt-4 text-lg text-pretty text-emerald-100/90">{t('mission.body', { year: facts.foundedYear })}</p>
      </div>
    </section>
  );
}
