import { describe, expect, it } from 'vitest';
import { KEPT_ANSWERS_MAX, ResponseCache } from './cache.ts';

/** A computation the test finishes when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ResponseCache', () => {
  it('computes once for concurrent callers and serves the kept value afterwards', async () => {
    const cache = new ResponseCache(60_000);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a.value).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect((await cache.get('k', compute)).value).toEqual({ n: 1 });
    expect(computed).toBe(1);
  });

  it('does not keep a value whose computation began before an invalidation of its key', async () => {
    const cache = new ResponseCache(60_000);
    const stale = deferred<string>();
    const first = cache.get('user:1', () => stale.promise);
    cache.invalidate('user:'); // the write commits while the read is under way
    const fresh = await cache.get('user:1', async () => 'new');
    stale.resolve('old');
    expect((await first).value).toBe('old'); // its caller still gets an answer
    expect(fresh.value).toBe('new');
    expect((await cache.get('user:1', async () => 'recomputed')).value).toBe('new');
  });

  it('a computation overtaken by an invalidation does not remove the one that replaced it', async () => {
    const cache = new ResponseCache(60_000);
    const slowOld = deferred<string>();
    const slowNew = deferred<string>();
    const old = cache.get('k', () => slowOld.promise);
    cache.invalidate('k');
    const replacement = cache.get('k', () => slowNew.promise);
    slowOld.resolve('old');
    await old;
    // A third caller joins the replacement instead of starting another computation.
    let third = 0;
    const joined = cache.get('k', async () => `third ${++third}`);
    slowNew.resolve('new');
    expect((await replacement).value).toBe('new');
    expect((await joined).value).toBe('new');
    expect(third).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const cache = new ResponseCache(60_000, undefined, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    let recomputed = false;
    await cache.get('a', async () => ((recomputed = true), 'a'));
    expect(recomputed).toBe(true); // 'a' was the oldest and went
    recomputed = false;
    await cache.get('d', async () => ((recomputed = true), 'd'));
    expect(recomputed).toBe(false);
  });

  it('an entry with its own time to live expires on its own', async () => {
    const cache = new ResponseCache(60_000);
    await cache.get('short', async () => 1, { ttlMs: 0 });
    await cache.get('long', async () => 1);
    expect((await cache.get('short', async () => 2)).value).toBe(2);
    expect((await cache.get('long', async () => 2)).value).toBe(1);
  });

  it('tells its listeners every invalidated prefix and publishes it', async () => {
    const published: string[] = [];
    const heard: string[] = [];
    const cache = new ResponseCache(60_000, (prefix) => published.push(prefix));
    cache.onInvalidate((prefix) => heard.push(prefix));
    cache.invalidate('session:u:1');
    cache.dropLocal('catalogue:');
    expect(published).toEqual(['session:u:1']);
    expect(heard).toEqual(['session:u:1', 'catalogue:']);
  });

  it("keeps a URL's answer while the value it was made from is the kept one, and no longer", async () => {
    const cache = new ResponseCache(60_000);
    const read = await cache.get('catalogue:list:a', async () => ({ page: 1 }));
    cache.keepAnswer('/a', read, 'bytes of a');
    expect(cache.keptAnswer('/a')).toEqual({ etag: read.etag, answer: 'bytes of a' });
    expect(cache.keptAnswer('/b')).toBeUndefined();

    cache.invalidate('catalogue:'); // an admin's save
    expect(cache.keptAnswer('/a')).toBeUndefined();
    const fresh = await cache.get('catalogue:list:a', async () => ({ page: 2 }));
    cache.keepAnswer('/a', read, 'stale bytes'); // made from the value the save replaced: not kept
    expect(cache.keptAnswer('/a')).toBeUndefined();
    cache.keepAnswer('/a', fresh, 'new bytes');
    expect(cache.keptAnswer('/a')?.answer).toBe('new bytes');

    cache.invalidate('session:'); // another prefix leaves it alone
    expect(cache.keptAnswer('/a')?.answer).toBe('new bytes');
  });

  it("drops a URL's answer when its value expires, is replaced or leaves the cache", async () => {
    const cache = new ResponseCache(60_000, undefined, 2);
    cache.keepAnswer('/short', await cache.get('short', async () => 1, { ttlMs: 0 }), 'x');
    expect(cache.keptAnswer('/short')).toBeUndefined(); // expired at once: never handed back
    cache.keepAnswer('/a', await cache.get('a', async () => 'a'), 'bytes of a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c'); // 'a' is the oldest of two and goes
    expect(cache.keptAnswer('/a')).toBeUndefined();
  });

  it("remembers at most KEPT_ANSWERS_MAX URLs' answers, the oldest going first", async () => {
    const cache = new ResponseCache(60_000);
    const read = await cache.get('k', async () => 'v');
    for (let i = 0; i <= KEPT_ANSWERS_MAX; i++) cache.keepAnswer(`/page?n=${i}`, read, i);
    expect(cache.keptAnswer('/page?n=0')).toBeUndefined();
    expect(cache.keptAnswer('/page?n=1')?.answer).toBe(1);
    expect(cache.keptAnswer(`/page?n=${KEPT_ANSWERS_MAX}`)?.answer).toBe(KEPT_ANSWERS_MAX);
  });
});
