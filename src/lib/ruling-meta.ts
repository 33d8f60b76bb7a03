/**
 * What a ruling's page says of its source: the edition its FAQ document is for, and its version
 * and date apart («1.0, enero 2021» → «1.0» and «enero 2021»).
 */
import { EDITION_LABELS, type Edition } from './edition.ts';

/** The edition a ruling's document names («N4 FAQ», «Code One Errata»), else its page's. */
export function rulingEdition(title: string, pageEditions: readonly Edition[]): string {
  if (/^\s*n4\b/i.test(title)) return EDITION_LABELS.n4;
  if (/^\s*(code\s*one|c1)\b/i.test(title)) return EDITION_LABELS.c1;
  return pageEditions.map((edition) => EDITION_LABELS[edition]).join(' y ');
}

/** The document's version and its date, when the version names one after a comma. */
export function versionAndDate(version: string): { version: string; date: string } {
  const match = /^\s*([^,]+?)\s*,\s*(.+?)\s*$/.exec(version);
  return match ? { version: match[1]!, date: match[2]! } : { version: version.trim(), date: '' };
}
