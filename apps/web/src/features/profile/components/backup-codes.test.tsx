import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/render-app';
import { BackupCodes } from './backup-codes';

const CODES = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', '9abcd-efghj'];

function show() {
  mockApi({ role: 'seller' });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <BackupCodes codes={CODES} email="tess@example.com" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('backup codes', () => {
  it('shows each code on its own, never broken across lines', () => {
    show();
    const codes = screen.getAllByTestId('backup-code');
    expect(codes.map((c) => c.textContent)).toEqual(CODES);
    for (const c of codes) expect(c.className).toContain('whitespace-nowrap');
  });

  it('copies them, one a line', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    show();
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  });

  it('downloads them as a text file that says whose they are', async () => {
    const user = userEvent.setup();
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:codes';
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    show();
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(clicked.map((a) => a.download)).toEqual(['backup-codes.txt']);
    const text = await blob!.text();
    expect(text).toContain('backup codes for tess@example.com');
    expect(text).toContain(CODES.join('\n'));
  });
});
