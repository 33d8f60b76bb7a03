import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the two browser workers take the files, the same on every machine (vitest's
 * own order follows the durations cached by the last run, or file sizes in a fresh clone, and
 * once left the shard build, with its three site builds, alone at the end of the run).
 *
 * The shard test (three site builds) and the BASE_PATH file (the other extra site) wait on the
 * build lock (helpers/build-lock.ts), which `npm test` holds until `astro check` and the unit
 * tests end (they read and write `.astro/`), 140–150 s into the browser step. They are taken
 * after the browser files that fill that time: taken right after the ITS pages (which now read
 * dist/ without a browser, 10 s instead of 60), both workers idled 35–50 s on the lock. Builds
 * are one at a time, so the BASE_PATH file comes two files after the shard test: right after it,
 * its worker idled 30 s while the shard test's first build held the lock. The longest browser
 * files first, the short ones last to fill the end. The hostile-input file, which
 * reads the site the BASE_PATH file built, comes last of all, so that it never waits on that build.
 * Files not named here run after the named long ones, in vitest's order.
 */
const FIRST = [
  'accessibility-rules',
  'accessibility-site',
  'phone-width',
  'its-pages',
  'offline',
  'tournament',
  'search-quality',
  'search',
  'sharded-build',
  'calculators',
  'share',
  'base-path',
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
