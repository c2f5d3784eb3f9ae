import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrlSchema } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';

type PreviewStatus = 'idle' | 'invalid' | 'loading' | 'loaded' | 'failed' | 'insecure';

/** How long typing must pause before the URL is tried. */
const PREVIEW_DELAY_MS = 400;

const input = 'mt-1 block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-sm text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';

/** An image's URL, previewed as typed; only one that loads here can be used. */
export function ImageUrlForm({ initialUrl, busy, onUse }: { initialUrl: string; busy: boolean; onUse: (url: string) => void }) {
  const { t } = useTranslation('productsManage');
  const urlId = useId();
  const [url, setUrl] = useState(initialUrl);
  const previewId = useId();
  const hintId = useId();

  // The URL is tried once typing pauses; only one that loads as an image in this page can be saved,
  // so the catalogue never shows a broken picture. The CSP allows https: images only (see
  // security-headers.ts), so an http: URL could never show: it is refused with its own message.
  const [tried, setTried] = useState(url.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTried(url.trim()), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [url]);
  const [outcome, setOutcome] = useState<{ url: string; ok: boolean } | null>(null);
  const parsedTried = tried ? imageUrlSchema.safeParse({ url: tried }) : null;
  const target = parsedTried?.success ? parsedTried.data.url : null;
  let preview: PreviewStatus = 'idle';
  if (parsedTried && !target) preview = 'invalid';
  else if (target && new URL(target).protocol === 'http:') preview = 'insecure';
  else if (target) preview = outcome?.url === target ? (outcome.ok ? 'loaded' : 'failed') : 'loading';
  const canUseUrl = preview === 'loaded' && tried === url.trim() && !busy;
  const refused = preview === 'failed' || preview === 'insecure' || preview === 'invalid';

  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        // Only a URL whose preview loaded is sent (the button is disabled until then).
        if (canUseUrl && target) onUse(target);
      }}
    >
      <label htmlFor={urlId} className="block text-sm font-medium">
        {t('image.url')}
      </label>
      <div className="flex gap-2">
        <input
          id={urlId}
          type="text"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://"
          aria-invalid={refused ? true : undefined}
          aria-describedby={`${hintId} ${previewId}`}
          className={input}
        />
        <button type="submit" disabled={!canUseUrl} className={`${buttonSecondary} mt-1 shrink-0 px-3 text-sm`}>
          {t('image.useUrl')}
        </button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        {t('image.previewHint')}
      </p>
      <div className="mt-2 flex items-center gap-3">
        {target && preview !== 'insecure' ? (
          <img
            key={target}
            src={target}
            alt={t('image.previewAlt')}
            referrerPolicy="no-referrer"
            width={96}
            height={72}
            data-testid="image-url-preview"
            onLoad={(event) => setOutcome({ url: target, ok: event.currentTarget.naturalWidth > 0 })}
            onError={() => setOutcome({ url: target, ok: false })}
            className={`${preview === 'loaded' ? '' : 'hidden'} h-18 w-24 shrink-0 rounded-md border border-gray-300 bg-gray-100 object-cover dark:border-gray-700 dark:bg-gray-800`}
          />
        ) : null}
        {/* Announced as it changes: loading, then loaded or refused. */}
        <p
          id={previewId}
          aria-live="polite"
          data-testid="image-url-check"
          className={`text-sm ${refused ? 'font-medium text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}`}
        >
          {preview === 'invalid' ? t('validation.invalidImageUrl') : null}
          {preview === 'loading' ? t('image.previewLoading') : null}
          {preview === 'loaded' ? t('image.previewLoaded') : null}
          {preview === 'failed' ? t('image.previewFailed') : null}
          {preview === 'insecure' ? t('image.previewInsecure') : null}
        </p>
      </div>
    </form>
  );
}
