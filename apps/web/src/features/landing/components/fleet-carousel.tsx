import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { mount } from '../../../islands/fleet-carousel.island';
import { formatNumber, formatTime } from '../../../lib/format';
import { FLEET_IMAGES, FLEET_SLIDES } from '../lib/landing-data';
import { SectionHeading } from './section-heading';

/** Previous, next and pause take their space from the start but show only once the island runs. */
const controlButton =
  'invisible inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * The fleet slideshow (WAI-ARIA APG carousel pattern). The markup works alone: a row of slides that
 * scrolls sideways and snaps, with a link per slide. The `fleet-carousel` island (run here too, in the
 * app) makes it a slideshow: every 5 s, holding still on hover, focus, Pause and reduced motion.
 */
export function FleetCarousel({ facts, language }: { facts: CompanyFacts; language: string }) {
  const { t } = useTranslation('landing');
  const count = FLEET_SLIDES.length;
  const ref = useRef<HTMLDivElement>(null);

  // Again on a change of language: it reads its labels from the markup.
  useEffect(() => (ref.current ? mount(ref.current) : undefined), [language]);

  const values = {
    trucks: formatNumber(facts.refrigeratedTrucks, language),
    size: formatNumber(facts.facilitySqFt, language),
    cutoff: formatTime(facts.sameDayCutoff, language),
    opens: formatTime(facts.hours.opens, language),
  };

  return (
    <section
      aria-roledescription={t('fleet.roledescription')}
      aria-labelledby="fleet-title"
      className="bg-white py-16 sm:py-20 dark:bg-gray-950"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="fleet-title" eyebrow={t('fleet.eyebrow')} title={t('fleet.title')}>
          {t('fleet.subtitle', values)}
        </SectionHeading>
        <div
          ref={ref}
          className="mt-10"
          data-island="fleet-carousel"
          data-label-pause={t('fleet.pause')}
          data-label-play={t('fleet.play')}
          data-testid="fleet-carousel"
        >
          <div
            id="fleet-slides"
            data-carousel-slides=""
            aria-live="polite"
            tabIndex={0}
            className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl border border-gray-200 bg-gray-50 [scrollbar-width:none] dark:border-gray-800 dark:bg-gray-900"
          >
            <div className="flex">
              {FLEET_SLIDES.map((slide, i) => (
                <div
                  key={slide}
                  id={`fleet-slide-${i + 1}`}
                  data-slide=""
                  role="group"
                  aria-roledescription={t('fleet.slideRoledescription')}
                  aria-label={t('fleet.slideLabel', { n: i + 1, total: count })}
                  data-active={i === 0 ? 'true' : 'false'}
                  className="grid w-full shrink-0 snap-start grid-cols-1 scroll-mt-24 md:grid-cols-[3fr_2fr]"
                >
                  <img
                    src={FLEET_IMAGES[slide]}
                    alt={t(`fleet.slides.${slide}.imageAlt`)}
                    width={800}
                    height={450}
                    loading="lazy"
                    decoding="async"
                    className="aspect-video h-auto w-full object-cover"
                  />
                  <div className="flex flex-col justify-center p-6 sm:p-8">
                    <p className="text-sm font-semibold tracking-wider text-emerald-700 uppercase dark:text-emerald-300">
                      {t('fleet.slideLabel', { n: i + 1, total: count })}
                    </p>
                    <h3 className="mt-2 text-2xl font-bold text-gray-900 dark:text-gray-50">{t(`fleet.slides.${slide}.title`, values)}</h3>
                    <p className="mt-3 text-gray-700 dark:text-gray-300">{t(`fleet.slides.${slide}.body`, values)}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-5 flex items-center justify-between gap-3">
            <button
              type="button"
              data-carousel-pause=""
              className={controlButton}
              aria-label={t('fleet.pause')}
              title={t('fleet.pause')}
            >
              <PauseIcon data-icon-pause="" className="size-5" />
              <PlayIcon data-icon-play="" className="hidden size-5" />
            </button>
            <div className="flex items-center gap-1">
              {FLEET_SLIDES.map((slide, i) => (
                // A link to its slide, so it works without JavaScript; the island turns it into a control.
                <a
                  key={slide}
                  href={`#fleet-slide-${i + 1}`}
                  data-carousel-dot=""
                  aria-label={t('fleet.goTo', { n: i + 1 })}
                  aria-current={i === 0 ? 'true' : undefined}
                  aria-controls="fleet-slides"
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span className="block h-2.5 w-2.5 rounded-full bg-gray-300 transition-all group-hover:bg-gray-400 group-aria-[current=true]:w-7 group-aria-[current=true]:bg-emerald-700 motion-reduce:transition-none dark:bg-gray-600 dark:group-hover:bg-gray-500 dark:group-aria-[current=true]:bg-emerald-400" />
                </a>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <button type="button" data-carousel-previous="" className={controlButton} aria-label={t('fleet.previous')} aria-controls="fleet-slides">
                <ChevronLeftIcon className="size-5" />
              </button>
              <button type="button" data-carousel-next="" className={controlButton} aria-label={t('fleet.next')} aria-controls="fleet-slides">
                <ChevronRightIcon className="size-5" />
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
