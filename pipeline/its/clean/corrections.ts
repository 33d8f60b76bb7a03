import { readFileSync, existsSync } from 'node:fs';
import type { CleanLine, SourceText } from '../types.ts';
import { joinText } from '../text.ts';
import { correctionSchema, type Correction } from './corrections-schema.ts';

export type { Correction };

/**
 * Reads the reviewed corrections, each entry checked against its schema where it is read: a bad
 * entry is reported through `fail` with its number, kind, mission and the field at fault, and left
 * out (the rest still applies). A missing file means no corrections; a file that is not JSON is
 * reported the same way.
 */
export function loadCorrections(
  file: string,
  fail: (message: string) => void = (m) => {
    throw new Error(m);
  },
): Correction[] {
  if (!existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`${file} no es JSON válido: ${(e as Error).message}`);
    return [];
  }
  const entries = (data as { corrections?: unknown } | null)?.corrections;
  if (!Array.isArray(entries)) {
    fail(`${file}: falta la lista «corrections»`);
    return [];
  }
  return entries.flatMap((entry, i) => {
    const parsed = correctionSchema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    const e = entry as { kind?: unknown; slug?: unknown } | null;
    const name = [e?.kind, e?.slug].filter((x) => typeof x === 'string').join(', ');
    const issue = parsed.error.issues[0]!;
    fail(
      `${file}: corrección ${i + 1}${name ? ` (${name})` : ''}: ${issue.path.join('.') || 'entrada'}: ${issue.message}`,
    );
    return [];
  });
}

/** Applies the `replace` corrections; returns the ones that found nothing, to warn about. */
export function applyReplacements(lines: CleanLine[], corrections: Correction[]): Correction[] {
  const unused: Correction[] = [];
  for (const c of corrections) {
    if (c.kind !== 'replace') continue;
    const l = lines.find((x) => x.line === c.line && x.text.includes(c.find));
    if (l) l.text = l.text.replace(c.find, c.replace);
    else unused.push(c);
  }
  return unused;
}

/** Applies the `join` corrections on paragraphs; returns the ones that found nothing. */
export function applyJoins(paragraphs: SourceText[], corrections: Correction[]): Correction[] {
  const unused: Correction[] = [];
  for (const c of corrections) {
    if (c.kind !== 'join') continue;
    const i = paragraphs.findIndex((p) => p.text.endsWith(c.first));
    // The rest of the sentence usually follows; the column interleaving may put it before.
    let j = paragraphs.findIndex((p, k) => k > i && p.text.startsWith(c.second));
    if (j < 0) j = paragraphs.findIndex((p, k) => k < i && p.text.startsWith(c.second));
    if (i < 0 || j < 0) {
      unused.push(c);
      continue;
    }
    paragraphs[i] = joinText(paragraphs[i]!, paragraphs[j]!);
    paragraphs.splice(j, 1);
  }
  return unused;
}
