import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, failedChunkUrl, isChunkLoadError, reloadOnceForChunkError } from './chunk-error';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const URL_ = 'http://localhost/assets/about-us-page-abc.js';
const chromium = new TypeError(`Failed to fetch dynamically imported module: ${URL_}`);
const answered = () => Promise.resolve(new Response('gone', { status: 404 }));

describe('isChunkLoadError', () => {
  it('recognises a chunk that could not be loaded in each browser', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('finds the failed module in the message', () => {
    expect(failedChunkUrl(chromium)).toBe(URL_);
    expect(failedChunkUrl(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe('/assets/x.js');
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once, then not again within the window, then again after it', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const fetcher = vi.fn(answered);
    expect(await reloadOnceForChunkError(chromium, { storage, now: 1_000_000, reload, fetcher })).toBe(true);
    expect(fetcher).toHaveBeenCalledWith(URL_);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    expect(await reloadOnceForChunkError(chromium, { storage, now: 1_000_000 + 5_000, reload, fetcher })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(await reloadOnceForChunkError(chromium, { storage, now: 1_000_000 + CHUNK_RELOAD_WINDOW_MS, reload, fetcher })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', async () => {
    const reload = vi.fn();
    expect(await reloadOnceForChunkError(new Error('Boom'), { storage: memoryStorage(), reload, fetcher: answered })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the server cannot be reached, and may still once it can', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await reloadOnceForChunkError(chromium, { storage, reload, fetcher: offline })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(await reloadOnceForChunkError(chromium, { storage, reload, fetcher: answered })).toBe(true);
  });

  it('does not reload when storage is unavailable, since a loop could not be stopped', async () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(await reloadOnceForChunkError(chromium, { storage, reload, fetcher: answered })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
