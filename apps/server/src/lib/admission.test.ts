import { afterEach, describe, expect, it, vi } from 'vitest';
import { Admission } from './admission.js';
import { ClientGoneError } from './client-gone.js';
import { AppError } from './errors.js';

const limits = { concurrency: 2, queue: 2, maxWaitMs: 1_000, retryAfterSeconds: 3 };

afterEach(() => vi.useRealTimers());

describe('Admission', () => {
  it('lets `concurrency` requests work at once and the next wait, first come first served', async () => {
    const door = new Admission(limits);
    const a = await door.enter();
    await door.enter();
    const order: string[] = [];
    const c = door.enter().then((release) => (order.push('c'), release));
    const d = door.enter().then((release) => (order.push('d'), release));
    expect(door.stats()).toMatchObject({ active: 2, waiting: 2 });
    a();
    a(); // a second call gives back nothing more
    (await c)();
    (await d)();
    expect(order).toEqual(['c', 'd']);
    expect(door.stats()).toMatchObject({ active: 1, waiting: 0 });
  });

  it('refuses at once with server_busy and Retry-After when the queue is full', async () => {
    const door = new Admission(limits);
    await door.enter();
    await door.enter();
    void door.enter();
    void door.enter();
    const refused = await door.enter().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'server_busy', status: 503, retryAfterSeconds: 3 });
    expect(door.stats().refused).toBe(1);
  });

  it('refuses a request that waited longer than maxWaitMs, and the queue forgets it', async () => {
    vi.useFakeTimers();
    const door = new Admission(limits);
    const release = await door.enter();
    await door.enter();
    const waiting = door.enter().catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(await waiting).toMatchObject({ code: 'server_busy' });
    expect(door.stats()).toMatchObject({ waiting: 0, refused: 1 });
    release();
    expect(door.stats().active).toBe(1);
  });

  it('drops a waiting request whose client hangs up: it never gets a turn', async () => {
    const door = new Admission(limits);
    const release = await door.enter();
    await door.enter();
    const client = new AbortController();
    let ran = false;
    const gone = door
      .enter(client.signal)
      .then(() => (ran = true))
      .catch((err: unknown) => err);
    client.abort();
    expect(await gone).toBeInstanceOf(ClientGoneError);
    release();
    expect(ran).toBe(false);
    expect(door.stats()).toMatchObject({ active: 1, waiting: 0, abandoned: 1 });
  });

  it('refuses a request whose client is already gone without queueing it', async () => {
    const door = new Admission(limits);
    const client = new AbortController();
    client.abort();
    await expect(door.enter(client.signal)).rejects.toBeInstanceOf(ClientGoneError);
    expect(door.stats().active).toBe(0);
  });
});
