import { createContext, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useCompanyFacts } from '../../api/company';
import { pageContainer } from './styles';

/**
 * What a page says about itself outside its markup: title, description and HTTP status. The server
 * renderer provides one per request and reads it after rendering; in the browser there is none and
 * the hooks below set the document's head instead.
 */
export interface PageHead {
  title?: string;
  description?: string;
  status?: number;
}

/** Collects what a render says about its page (the last word wins, as in the browser's head). */
export class PageHeadCollector {
  readonly head: PageHead = {};
  record(part: PageHead): void {
    Object.assign(this.head, part);
  }
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** Sets document.title to "<title> | <company name>"; the brand is the company facts' name. */
export function usePageTitle(title: string): void {
  const appName = useCompanyFacts().name;
  const head = useContext(PageHeadContext);
  head?.record({ title: title ? `${title} | ${appName}` : appName });
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}

/** The page's <h1>, which also sets the document title. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-50">{title}</h1>
      {children ? <div className="mt-2 text-gray-700 dark:text-gray-300">{children}</div> : null}
    </header>
  );
}

/** A titled page that later issues fill in. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  return (
    <section className={`${pageContainer} py-8`}>
      <PageHeader title={title}>{description}</PageHeader>
    </section>
  );
}

/** Sets the page's meta description (search engines and link previews) in the current language. */
export function useMetaDescription(description: string): void {
  const head = useContext(PageHeadContext);
  head?.record({ description });
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [description]);
}

/** The HTTP status of a server-rendered page (a product that does not exist is a 404). */
export function useHttpStatus(status: number): void {
  const head = useContext(PageHeadContext);
  head?.record({ status });
}
