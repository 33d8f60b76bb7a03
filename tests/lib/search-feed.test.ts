import { describe, expect, it } from 'vitest';
import { createSearchFeed } from '../../src/integrations/shards/search-feed.ts';
import { ruleFeedOrder } from '../../src/integrations/shards/build-shard.ts';
import type { SitePageFile } from '../../src/integrations/site-files.ts';

const rules = ['trabado', 'berserk', 'aislado', 'esquivar'];
const page = (url: string): SitePageFile => ({ url, file: `/out${url}index.html` });
const rule = (name: string) => page(`/reglas/${name}/`);
const others = ['/reglas/', '/', '/its/', '/reglas/trabado/cambios/'].map(page);

/** Reads the feed in the background; `taken()` is what it has given so far. */
function reader(feed: ReturnType<typeof createSearchFeed>) {
  const got: string[] = [];
  const ended = (async () => {
    for await (const { url } of feed.pages()) got.push(url);
  })();
  const taken = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return [...got];
  };
  return { taken, ended };
}

const ruleUrls = ruleFeedOrder(rules).map((name) => `/reglas/${name}/`);

describe('createSearchFeed', () => {
  it('gives the rule pages in ruleFeedOrder, then the others by address', async () => {
    const feed = createSearchFeed(rules);
    const { ended, taken } = reader(feed);
    feed.ready([...others, ...rules.map(rule)]);
    feed.done();
    await ended;
    expect(await taken()).toEqual([
      ...ruleUrls,
      '/',
      '/its/',
      '/reglas/',
      '/reglas/trabado/cambios/',
    ]);
  });

  it('gives each page once it and every page before it are ready, and the others only when done', async () => {
    const feed = createSearchFeed(rules);
    const { ended, taken } = reader(feed);
    const [first, second, ...rest] = ruleFeedOrder(rules);
    feed.ready([rule(second!), ...others]);
    expect(await taken()).toEqual([]); // the first rule page is not there yet
    feed.ready([rule(first!)]);
    expect(await taken()).toEqual(ruleUrls.slice(0, 2));
    feed.ready(rest.map(rule));
    expect(await taken()).toEqual(ruleUrls); // every rule page, and no other page before done()
    feed.done();
    await ended;
    expect(await taken()).toHaveLength(rules.length + others.length);
  });

  it('the same pages made ready in any grouping give the same sequence', async () => {
    const all = [...rules.map(rule), ...others];
    const sequences: string[][] = [];
    for (const groups of [[all], [all.slice(3), all.slice(0, 3)], all.map((p) => [p]).reverse()]) {
      const feed = createSearchFeed(rules);
      const { ended, taken } = reader(feed);
      for (const group of groups) feed.ready(group);
      feed.done();
      await ended;
      sequences.push(await taken());
    }
    expect(sequences[1]).toEqual(sequences[0]);
    expect(sequences[2]).toEqual(sequences[0]);
  });

  it('skips a rule page its build never wrote', async () => {
    const feed = createSearchFeed(rules);
    const { ended, taken } = reader(feed);
    feed.ready(rules.filter((name) => name !== 'berserk').map(rule));
    feed.done();
    await ended;
    expect(await taken()).toEqual(ruleUrls.filter((url) => url !== '/reglas/berserk/'));
  });

  it("ends with the build's error when the build fails", async () => {
    const feed = createSearchFeed(rules);
    const { ended } = reader(feed);
    feed.fail(new Error('Astro falló'));
    await expect(ended).rejects.toThrow('Astro falló');
  });

  it('says when the site is whole in its folder, and rejects that when the build fails', async () => {
    const built = createSearchFeed(rules);
    built.written();
    await expect(built.siteWritten).resolves.toBeUndefined();
    const failed = createSearchFeed(rules);
    failed.fail(new Error('Astro falló'));
    await expect(failed.siteWritten).rejects.toThrow('Astro falló');
  });
});
