import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

/** The phone menu's toggle: the summary of its disclosure, labelled Open/Close menu. */
function menuToggle() {
  return document.querySelector<HTMLElement>('header details > summary')!;
}

async function openMenu(name: string) {
  const user = userEvent.setup();
  // The desktop dropdown's trigger, before the phone menu's group of the same name (jsdom shows a closed
  // disclosure's content to queries; a browser does not).
  const [trigger] = await screen.findAllByRole('button', { name });
  trigger!.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('app shell and guards', () => {
  it('shows the signed-out navigation on the landing page', async () => {
    renderApp('/', 'signedOut');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const nav = mainNav();
    for (const name of ['Home', 'Products', 'Prices', 'About us', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Change language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toggle theme', description: 'Switch to dark theme' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
  });

  it('sends a signed-out visitor to /login carrying the requested location', async () => {
    const { router } = renderApp('/prices-manage/private-list-1', 'signedOut');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=/prices-manage/private-list-1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('sends a signed-in user from / to /dashboard and a customer from staff pages to /unauthorized', async () => {
    const first = renderApp('/', { role: 'customer' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
    first.unmount();

    const second = renderApp('/manage-users', { role: 'seller' });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });

  it('redirects /about to /about-us and shows a not-found page for unknown paths', async () => {
    const about = renderApp('/about', 'signedOut');
    await waitFor(() => expect(about.router.state.location.pathname).toBe('/about-us'));
    about.unmount();
    renderApp('/no-such-page', 'signedOut');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows every staff item and Manage Users to an admin', async () => {
    renderApp('/dashboard', { role: 'admin', email: 'boss@example.com' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const nav = await waitFor(() => mainNav());
    for (const name of ['Home', 'Dashboard', 'Activity', 'AI Assistant']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    const prices = await openMenu('Prices');
    expect(within(prices).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Prices',
      'Administer Prices',
      'Price Moves',
      'Import QuickBooks CSV',
      'Export WhatsApp List',
    ]);
    await userEvent.keyboard('{Escape}');

    const account = await openMenu('User menu');
    expect(account.textContent).toContain('boss@example.com');
    expect(account.textContent).toContain('Administrator');
    expect(within(account).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Manage Users',
      'My Profile',
      'Sign out',
    ]);
  });

  it('shows a customer only what the role may use, on desktop and mobile', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', { role: 'customer' });
    await screen.findByRole('heading', { name: 'Dashboard' });

    const products = await openMenu('Products');
    expect(within(products).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View Products']);
    await user.keyboard('{Escape}');
    const prices = await openMenu('Prices');
    expect(within(prices).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View Prices']);
    await user.keyboard('{Escape}');
    const account = await openMenu('User menu');
    expect(within(account).queryByRole('menuitem', { name: 'Manage Users' })).toBeNull();
    await user.keyboard('{Escape}');

    const menuButton = menuToggle();
    expect(menuButton.getAttribute('aria-label')).toBe('Open menu');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);
    await waitFor(() => expect(menuButton.getAttribute('aria-expanded')).toBe('true'));
    expect(menuButton.getAttribute('aria-label')).toBe('Close menu');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    const pricesGroup = within(mobile).getByRole('button', { name: 'Prices' });
    expect(pricesGroup.getAttribute('aria-expanded')).toBe('false');
    await user.click(pricesGroup);
    expect(pricesGroup.getAttribute('aria-expanded')).toBe('true');
    expect(within(mobile).getByRole('link', { name: 'View Prices' })).toBeTruthy();
    expect(within(mobile).queryByRole('link', { name: 'Administer Prices' })).toBeNull();
    expect(within(mobile).queryByRole('link', { name: 'Manage Users' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(menuButton.closest('details')!.open).toBe(false);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about-us', 'signedOut');
    await screen.findByRole('heading', { name: 'About us' });
    await user.click(menuToggle());
    await waitFor(() => expect(menuToggle().closest('details')!.open).toBe(true));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(menuToggle().closest('details')!.open).toBe(false);
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('asks signed-out visitors to log in on /ai', async () => {
    renderApp('/ai', 'signedOut');
    expect(await screen.findByText('Please log in to use the assistant.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirectTo=/ai');
  });
});
