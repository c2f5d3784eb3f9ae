import { buttonSecondary } from './styles';

/** "Load more" under a keyset-paged list (react-query's infinite query); nothing once the last page is in. */
export function LoadMore({
  query,
  label,
  loadingLabel,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
  loadingLabel: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button type="button" className={buttonSecondary} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}
