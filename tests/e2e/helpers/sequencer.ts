import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the two browser workers take the files, the same on every machine (vitest's
 * own order follows the durations cached by the last run, or file sizes in a fresh clone).
 * The longest browser files first, the short ones last to fill the end. The BASE_PATH file (which
 * builds the one extra site, and waits on the build lock that `npm test` holds until `astro
 * check` and the unit tests end: helpers/build-lock.ts) comes once those are likely done. The
 * hostile-input file, which reads the site the BASE_PATH file built, comes last of all, so that
 * it never waits on that build.
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
