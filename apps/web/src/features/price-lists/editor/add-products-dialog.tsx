import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foldSearchText, parsePriceInput, searchWords, type ManagedProduct, type Language } from '@freshprice/shared';
import { Spinner } from '../../../components/ui/spinner';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/format';
import type { ProductInfo } from './edits';
import { Modal } from '../../../components/ui/modal';
import { useCatalogueProducts } from '../../../api/products';

const MAX_RESULTS = 50;

/**
 * Adds catalogue products to the list: search, pick one, give its price. Stays open to add several;
 * products already in the list (or being added) are not offered.
 */
export function AddProductsDialog({
  language,
  excluded,
  onAdd,
  onClose,
}: {
  language: Language;
  excluded: ReadonlySet<string>;
  onAdd: (product: ProductInfo, price: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['priceLists', 'common']);
  const products = useCatalogueProducts(true);
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const [picked, setPicked] = useState<ManagedProduct | null>(null);
  const [price, setPrice] = useState('');
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const searchId = useId();
  const priceId = useId();
  const priceErrorId = useId();
  const listId = useId();

  const index = useMemo(
    () => (products.data ?? []).map((p) => ({ product: p, haystack: foldSearchText(`${p.nameEn} ${p.nameEs} ${p.slug}`) })),
    [products.data],
  );
  const results = useMemo(() => {
    const terms = searchWords(query);
    return index.filter(({ product, haystack }) => !excluded.has(product.id) && terms.every((w) => haystack.includes(w))).map(({ product }) => product);
  }, [index, query, excluded]);

  const cents = parsePriceInput(price, language);
  const priceError = tried && cents === null ? t('editor.grid.invalidPrice') : null;
  const nameOf = (p: ManagedProduct) => (language === 'es' ? p.nameEs : p.nameEn);

  const add = () => {
    setTried(true);
    if (!picked || cents === null) return;
    onAdd(
      {
        productId: picked.id,
        nameEn: picked.nameEn,
        nameEs: picked.nameEs,
        category: picked.category,
        packEn: picked.packEn,
        packEs: picked.packEs,
        inStock: picked.inStock,
        cost: null,
      },
      price,
    );
    setAdded(nameOf(picked));
    setPicked(null);
    setPrice('');
    setTried(false);
  };

  const control =
    'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';
  return (
    <Modal
      title={t('editor.add.title')}
      onClose={onClose}
      wide
      footer={
        <button type="button" className={buttonSecondary} onClick={onClose}>
          {t('editor.add.done')}
        </button>
      }
    >
      <p className="mb-3">{t('editor.add.intro')}</p>
      <label htmlFor={searchId} className="block font-medium text-gray-900 dark:text-gray-100">
        {t('editor.add.search')}
      </label>
      <input id={searchId} type="search" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} className={control} aria-controls={listId} />
      <div role="status" className="mt-2 min-h-5 text-gray-700 dark:text-gray-300">
        {added ? t('editor.add.added', { name: added }) : products.data ? t('editor.add.results', { count: results.length }) : null}
      </div>
      {products.isError ? (
        <p role="alert" className="mt-2 font-medium text-red-800 dark:text-red-300">
          {t('editor.add.loadError')}{' '}
          <button type="button" className="underline" onClick={() => void products.refetch()}>
            {t('editor.retry')}
          </button>
        </p>
      ) : !products.data ? (
        <Spinner className="py-6" />
      ) : (
        <fieldset className="mt-2">
          <legend className="sr-only">{t('editor.add.pick')}</legend>
          <ul id={listId} className="max-h-60 divide-y divide-gray-200 overflow-y-auto rounded-md border border-gray-300 dark:divide-gray-800 dark:border-gray-700">
            {results.slice(0, MAX_RESULTS).map((p) => (
              <li key={p.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-gray-50 dark:hover:bg-gray-800">
                  <input
                    type="radio"
                    name="add-product"
                    checked={picked?.id === p.id}
                    onChange={() => {
                      setPicked(p);
                      setAdded(null);
                    }}
                    className="size-4 accent-emerald-700 dark:accent-emerald-400"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-gray-900 dark:text-gray-100">{nameOf(p)}</span>
                    <span className="block truncate text-xs text-gray-700 dark:text-gray-300">
                      {[language === 'es' ? p.packEs : p.packEn, p.category ? t(`common:categories.${p.category}`) : null].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  {p.prices.small ? <span className="text-xs text-gray-700 tabular-nums dark:text-gray-300">{t('editor.add.smallPrice', { price: formatMoney(p.prices.small, language) })}</span> : null}
                </label>
              </li>
            ))}
            {results.length === 0 ? <li className="px-3 py-4 text-center text-gray-700 dark:text-gray-300">{t('editor.add.none')}</li> : null}
          </ul>
          {results.length > MAX_RESULTS ? <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">{t('editor.add.more', { count: results.length - MAX_RESULTS })}</p> : null}
        </fieldset>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <label htmlFor={priceId} className="block font-medium text-gray-900 dark:text-gray-100">
            {picked ? t('editor.add.priceFor', { name: nameOf(picked) }) : t('editor.add.price')}
          </label>
          <input
            id={priceId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            disabled={!picked}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? priceErrorId : undefined}
            onChange={(e) => setPrice(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className={`${control} disabled:opacity-60`}
          />
        </div>
        <button type="button" className={buttonPrimary} disabled={!picked} onClick={add}>
          {t('editor.add.submit')}
        </button>
      </div>
      {priceError ? (
        <p id={priceErrorId} className="mt-1 font-medium text-red-800 dark:text-red-300">
          {priceError}
        </p>
      ) : null}
    </Modal>
  );
}
