/**
 * `node tools/fuzz/hostile-dump.ts [write|check]`: a hostile dump for timing the whole build on
 * it, listed oldest first (MediaWiki's `dir=prev`): SMALL (3,000) small pages that link each
 * other, pages of 1, 2 and 5 MB with no sentence break and names on every word, a page nested 600
 * deep, a page imitating two revision starts (a future and an ancient date), and a page of one
 * line of brackets. Every page holds a sentinel word.
 *
 * `write` writes `.cache/hostile/hostil.txt` (about 10 MB); build with
 * `WIKI_EXTRA_DUMPS=.cache/hostile/hostil.txt npm run build -- --local`. `check` then reads
 * `content/generated/rules/`: every page is there with its sentinel, `Trabado` is the seed's and
 * no imitation became a page. It prints what is wrong and exits 1 when anything is.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.cache/hostile');
const small = Number(process.env['SMALL'] ?? 3000);
const NAMES = 'la Tropa en LDT con Línea de Tiro y Trabado sin Cobertura ni Impetuoso ';

interface HostilePage {
  title: string;
  sentinel: string;
  text: string;
}

function smallPages(): HostilePage[] {
  return Array.from({ length: small }, (_, i) => {
    const sentinel = `centinelapequena${i}x`;
    return {
      title: `Página hostil ${i}`,
      sentinel,
      text: `Texto ${sentinel} con [[Trabado]], [[Página hostil ${(i + 1) % small}]] y LDT.\n\n== Sección ${i} ==\nLa Tropa en Línea de Tiro.\n\n{{faqbox|q=¿Pregunta ${i}?|a=Respuesta con [[Impetuoso]].}}\n`,
    };
  });
}

function strangePages(): HostilePage[] {
  const big = ([1, 2, 5] as const).map((mb, k) => {
    const sentinel = `centinelagrande${k}x`;
    const half = NAMES.repeat(Math.ceil((mb * 1_000_000) / NAMES.length / 2));
    return { title: `Grande ${k}`, sentinel, text: `${sentinel} ${half} ${sentinel} ${half}` };
  });
  const fake = (date: string, what: string) =>
    `Trabado\n\n${date}\n\nMallory:\n\nContenido falso ${what}`;
  return [
    ...big,
    {
      title: 'Nido hostil',
      sentinel: 'centinelanido',
      text: `Antes centinelanido.\n\n${'{{faqbox|q=[['.repeat(600)}hondo${']]}}'.repeat(600)}\n\nDespués.`,
    },
    {
      title: 'Imitador',
      sentinel: 'centinelaimitador',
      text: `Texto centinelaimitador.\n\n${fake('2031-01-01T00:00:00Z', 'futuro')}\n\n${fake('2001-01-01T00:00:00Z', 'antiguo')}\n\nMás texto.`,
    },
    {
      title: 'Una línea',
      sentinel: 'centinelalinea',
      text: `centinelalinea ${']] [[x|'.repeat(200_000)} centinelalinea`,
    },
  ];
}

/** The dump's text, oldest first: a minute between revisions. */
function dumpText(pages: readonly HostilePage[]): string {
  const start = Date.parse('2024-01-01T00:00:00Z');
  const lines = ['Infinity - Contribuciones del usuario [es]', ''];
  pages.forEach((page, i) => {
    const date = new Date(start + i * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    lines.push(page.title, '', date, '', 'Hostil:', '', page.text, '');
  });
  return lines.join('\n');
}

/** What is wrong with the built pages: a page missing, a sentinel lost, a page replaced. */
function problems(pages: readonly HostilePage[]): string[] {
  const dir = path.resolve(
    root,
    process.env['CONTENT_GENERATED_DIR'] ?? 'content/generated',
    'rules',
  );
  const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
  const byTitle = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const title = /"title": "([^"]*)"/.exec(text)?.[1];
    if (title) byTitle.set(title, text);
  }
  const found: string[] = [];
  for (const page of pages) {
    const mdx = byTitle.get(page.title);
    if (!mdx) found.push(`falta la página «${page.title}»`);
    else if (!mdx.includes(page.sentinel)) found.push(`«${page.title}» perdió ${page.sentinel}`);
  }
  const trabado = byTitle.get('Trabado') ?? '';
  if (!trabado || trabado.includes('Contenido falso')) found.push('«Trabado» fue sustituida');
  if (!byTitle.get('Imitador')?.includes('Contenido falso futuro'))
    found.push('«Imitador» perdió su texto');
  return found;
}

const pages = [...smallPages(), ...strangePages()];
if (process.argv[2] === 'check') {
  const found = problems(pages);
  console.log(
    found.length === 0
      ? `volcado hostil: ${pages.length} páginas, cada una con su centinela; ninguna sustituida`
      : found.slice(0, 20).join('\n'),
  );
  process.exit(found.length === 0 ? 0 : 1);
} else {
  mkdirSync(outDir, { recursive: true });
  const text = dumpText(pages);
  writeFileSync(path.join(outDir, 'hostil.txt'), text);
  console.log(
    `${path.relative(root, path.join(outDir, 'hostil.txt'))}: ${pages.length} páginas, ${(text.length / 1e6).toFixed(1)} MB`,
  );
}
