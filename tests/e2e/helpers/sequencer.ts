import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the two browser workers take the files, the same on every machine (vitest's
 * own order follows the durations cached by the last run, or file sizes in a fresh clone, and
 * once left the shard build, with its three site builds, alone at the end of the run).
 *
 * The shard test, with three site builds, is taken third: its builds, about one core each and
 * one at a time (helpers/build-lock.ts), then overlap with the longest browser files on the
 * other worker, and under `npm test` the lock is free by then (`astro check` holds it while it
 * runs beside the first files; taken first, the shard test waited 40 s on it, its worker idle).
 * The BASE_PATH file builds the other extra site after the phone-width file, when the shard
 * builds are done. Then the longest files first, the short ones last to fill the end. The
 * hostile-input file, which reads the site the BASE_PATH file built, comes last of all, so that
 * it never waits on that build.
 * Files not named here run after the named long ones, in vitest's order.
 */
const FIRST = [
  'accessibility-rules',
  'accessibility-site',
  'sharded-build',
  'phone-width',
  'base-path',
  'tournament',
  'its-pages',
  'offline',
  'search-quality',
  'search',
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
