import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the two browser workers take the files, the same on every machine (vitest's
 * own order follows the durations cached by the last run, or file sizes in a fresh clone, and
 * once left the shard build, with its three site builds, alone at the end of the run).
 *
 * The shard test (three site builds and a rebuild, one core each, the longest chain of the run)
 * and the BASE_PATH file (the other extra site) wait on the build lock (helpers/build-lock.ts),
 * which `npm test` holds until `astro check` and the unit tests end (they read and write
 * `.astro/`): well into the browser step, since the unit tests start at normal priority after
 * the build (scripts/test.ts). So the shard test is taken fourth, when a worker is
 * done with an axe file or phone width, about when the lock is free, and its builds overlap the
 * other worker's files. Taken after the offline, tournament and search files instead, the shard
 * test's builds were the last thing running. The BASE_PATH file comes after the search files:
 * builds are one at a time, and taken right after the offline file it waited on the shard test's
 * first build and then held the shard's rebuilds back, with one core idle; after the search
 * files, the machine stays busy while its own build waits on the shard's last rebuild
 * (docs/figures.md).
 * Then the longest browser files first, the short ones last to fill the end. The hostile-input
 * file, which reads the site the BASE_PATH file built, comes last of all, so that it never
 * waits on that build.
 * Files not named here run after the named long ones, in vitest's order.
 */
const FIRST = [
  'accessibility-rules',
  'accessibility-site',
  'phone-width',
  'sharded-build',
  'its-pages',
  'offline',
  'tournament',
  'search-quality',
  'search',
  'base-path',
  'calculators',
  'share',
  'rule-page',
  'edition',
  'previews',
  'escaramuza',
];
const LAST = ['untrusted-wikitext'];

const nameOf = (spec: TestSpecification) => path.basename(spec.moduleId).replace(/\.test\.ts$/, '');

export default class BrowserFileOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const name = nameOf(spec);
      if (FIRST.includes(name)) return FIRST.indexOf(name);
      if (LAST.includes(name)) return FIRST.length + 1 + LAST.indexOf(name);
      return FIRST.length;
    };
    const byVitest = await super.sort(files);
    // Array.prototype.sort is stable: the unnamed files keep vitest's order among themselves.
    return byVitest.sort((a, b) => rank(a) - rank(b));
  }
}
