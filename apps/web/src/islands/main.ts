import { whenNeeded } from './when-needed';

/**
 * The only script a server-rendered public page loads. Each element marked `data-island="name"` gets
 * its behaviour from `./name.island.ts`, loaded on its own and only when the page has such an element:
 * the page is complete and usable without any of them (links and forms work without JavaScript), so
 * they wait until the page has loaded and painted and the browser is idle, or the visitor touches,
 * types or moves focus, whichever comes first: nothing competes with the page's first paint.
 */
export interface Island {
  /** Adds the behaviour to the server's markup. */
  mount(element: HTMLElement): void;
}

const ISLANDS = import.meta.glob<Island>('./*.island.ts');

function islandLoader(name: string): (() => Promise<Island>) | undefined {
  return ISLANDS[`./${name}.island.ts`];
}

function mountAll(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const load = islandLoader(name);
    if (!load) {
      console.error(`No island called "${name}"`);
      continue;
    }
    void load().then((island) => {
      island.mount(element);
      // Said in the markup: the server's element now has its behaviour (tests and styles may wait for it).
      element.dataset.mounted = '';
    });
  }
}

whenNeeded(() => {
  void import('./page-preferences').then((preferences) => preferences.syncLanguage());
  mountAll(document);
});
