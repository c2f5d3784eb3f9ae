import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '@freshprice/shared';
import { buttonPrimary } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { ProductImage } from '../../../components/ui/product-image';
import { applyImageResult, cachedManagedProduct, checkImageFile, setProductImageUrl, uploadProductImage, type ImageResult } from '../../../api/products';
import { ImageUrlForm } from './image-url-form';
import type { ManagedProduct } from './unsaved-changes';

type Message = { kind: 'success' | 'error'; text: string } | null;

/** Upload an image or point to one by URL; both are stored at once, apart from the unsaved table edits. */
export function ImageDialog({
  product,
  onClose,
  onSaved,
}: {
  product: ManagedProduct;
  onClose: () => void;
  onSaved: (result: ImageResult, fromVersion: number) => void;
}) {
  const { t } = useTranslation('productsManage');
  const queryClient = useQueryClient();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fileId = useId();
  const fileHintId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus?.();
    };
  }, []);

  const done = (result: ImageResult, text: string) => {
    applyImageResult(queryClient, result);
    onSaved(result, product.version);
    setMessage({ kind: 'success', text });
  };

  const failed = (prefix: string, error: unknown) => {
    let reason = t('image.tryAgain');
    if (error instanceof ApiError) {
      if (error.status === 401) reason = t('mustSignIn');
      else if (error.code === 'not_an_image') reason = t('image.notAnImage');
      else if (error.code === 'image_too_large') reason = t('image.imageTooLarge');
      else if (error.code === 'validation_failed') reason = t('validation.invalidImageUrl');
      else if (error.status === 0) reason = t('networkError');
    }
    setMessage({ kind: 'error', text: `${prefix}: ${reason}` });
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setMessage(null);
    const problem = checkImageFile(file);
    if (problem) {
      setMessage({ kind: 'error', text: `${t('image.uploadError')}: ${t(`image.${problem}`)}` });
      return;
    }
    setBusy(true);
    try {
      done(await uploadProductImage(product.id, file), t('image.uploaded'));
    } catch (error) {
      failed(t('image.uploadError'), error);
    } finally {
      setBusy(false);
    }
  };

  const saveUrl = async (target: string) => {
    setMessage(null);
    setBusy(true);
    try {
      done(await setProductImageUrl(product.id, target), t('image.urlUpdated'));
    } catch (error) {
      failed(t('image.urlError'), error);
    } finally {
      setBusy(false);
    }
  };

  const current = cachedManagedProduct(queryClient, product.id) ?? product;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-gray-300 bg-white p-5 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t('image.title', { name: product.nameEn })}
      </h2>
      <div className="mt-3 flex items-start gap-4">
        <ProductImage
          product={current}
          sizes="96px"
          alt={t('image.current', { name: product.nameEn })}
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-md bg-gray-100 object-cover dark:bg-gray-800"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={fileId} className="block text-sm font-medium">
            {t('image.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            aria-describedby={fileHintId}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-emerald-700 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-emerald-800 dark:file:border-emerald-400 dark:file:bg-gray-950 dark:file:text-emerald-300"
          />
          <p id={fileHintId} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
            {t('image.fileHint')}
          </p>
        </div>
      </div>
      <ImageUrlForm initialUrl={product.imageUrl?.startsWith('http') ? product.imageUrl : ''} busy={busy} onUse={(target) => void saveUrl(target)} />
      <div aria-live="polite" className="min-h-6">
        {busy ? <p className="mt-3 text-sm">{t('image.working')}</p> : null}
        {message ? (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={`mt-3 rounded-md border-l-4 p-2 text-sm ${message.kind === 'error' ? 'border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100' : 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className={buttonPrimary}>
          {t('image.close')}
        </button>
      </div>
    </dialog>
  );
}
