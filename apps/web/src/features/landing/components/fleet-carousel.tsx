import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { formatNumber, formatTime } from '../../../lib/format';
import { CAROUSEL_INTERVAL_MS, isRotating, nextIndex, previousIndex } from '../lib/carousel';
import { FLEET_IMAGES, FLEET_SLIDES } from '../lib/landing-data';
import { SectionHeading } from './section-heading';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const controlButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800';

/**
 * The fleet slideshow (WAI-ARIA APG carousel pattern): advances every 5 s, holds still while the
 * pointer is over it, while focus is inside it, after Pause, and always for reduced motion.
 */
export function FleetCarousel({ facts, language }: { facts: CompanyFacts; language: string }) {
  const { t } = useTranslation('landing');
  const count = FLEET_SLIDES.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = isRotating({ reducedMotion, hovered, focused, stopped, count });

  useEffect(() => {
    if (!rotating) return;
    // Restarts on every slide change, so a visitor who just moved gets a full interval.
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

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
          className="mt-10"
          // Over, not enter: it fires on any move inside, so a pointer that arrived before the app
          // had hydrated the server-rendered page still holds the slideshow once it moves.
          onMouseOver={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
          data-testid="fleet-carousel"
        >
          <div
            id="fleet-slides"
            aria-live={rotating ? 'off' : 'polite'}
            className="overflow-hidden rounded-3xl border border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900"
          >
            <div
              className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${index * 100}%)` }}
            >
              {FLEET_SLIDES.map((slide, i) => (
                <div
                  key={slide}
                  role="group"
                  aria-roledescription={t('fleet.slideRoledescription')}
                  aria-label={t('fleet.slideLabel', { n: i + 1, total: count })}
                  inert={i !== index}
                  data-active={i === index ? 'true' : 'false'}
                  className="grid w-full shrink-0 grid-cols-1 md:grid-cols-[3fr_2fr]"
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
            {reducedMotion ? (
              <span className="size-11" aria-hidden="true" />
            ) : (
              <button
                type="button"
                className={controlButton}
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? t('fleet.play') : t('fleet.pause')}
                title={stopped ? t('fleet.play') : t('fleet.pause')}
              >
                {stopped ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
              </button>
            )}
            <div className="flex items-center gap-1">
              {FLEET_SLIDES.map((slide, i) => (
                <button
                  key={slide}
                  type="button"
                  aria-label={t('fleet.goTo', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  aria-controls="fleet-slides"
                  onClick={() => setIndex(i)}
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                      i === index
                        ? 'w-7 bg-emerald-700 dark:bg-emerald-400'
                        : 'w-2.5 bg-gray-300 group-hover:bg-gray-400 dark:bg-gray-600 dark:group-hover:bg-gray-500'
                    }`}
                  />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={controlButton}
                aria-label={t('fleet.previous')}
                aria-controls="fleet-slides"
                onClick={() => setIndex((i) => previousIndex(i, count))}
              >
                <ChevronLeftIcon className="size-5" />
              </button>
              <button
                type="button"
                className={controlButton}
                aria-label={t('fleet.next')}
                aria-controls="fleet-slides"
                onClick={() => setIndex((i) => nextIndex(i, count))}
              >
                <ChevronRightIcon className="size-5" />
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
