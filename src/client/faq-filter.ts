/**
 * The FAQ index's filter (src/pages/reglas/faq/index.astro), inlined in that page: pick rules,
 * see every ruling about all of them (src/lib/faq-filter.ts). The choice lives in the address
 * (`?con=aislado,teniente`), so the list can be shared as a link; the index is one static file,
 * stored for offline reading like the pages. Without JavaScript the section stays hidden and the
 * page lists every ruling by group.
 */
import {
  formatChosen,
  narrowingRules,
  parseChosen,
  rulingsAboutAll,
  type FilterIndex,
} from '../lib/faq-filter.ts';
import { withBase } from '../lib/base-path.ts';
import { countNoun } from '../lib/count-noun.ts';

const root = document.querySelector<HTMLElement>('[data-faq-filter]');
if (root) start(root);

function start(root: HTMLElement) {
  const $ = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  const form = $<HTMLFormElement>('form');
  const input = $<HTMLInputElement>('input');
  const options = $<HTMLDataListElement>('datalist');
  const chosenList = $<HTMLUListElement>('[data-chosen]');
  const status = $<HTMLElement>('[role="status"]');
  const results = $<HTMLUListElement>('[data-results]');
  const more = $<HTMLUListElement>('[data-more]');
  const moreBlock = $<HTMLElement>('[data-more-block]');
  let chosen = parseChosen(new URLSearchParams(location.search).get('con'));
  let index: FilterIndex | undefined;
  root.hidden = false;

  const titleOf = (slug: string) => index?.rules.find(([s]) => s === slug)?.[1] ?? slug;
  const item = (...children: (Node | string)[]) => {
    const li = document.createElement('li');
    li.append(...children);
    return li;
  };
  const button = (text: string, label: string, onClick: () => void) => {
    const b = Object.assign(document.createElement('button'), {
      type: 'button',
      textContent: text,
    });
    b.setAttribute('aria-label', label);
    b.addEventListener('click', onClick);
    return b;
  };
  const choose = (next: string[]) => {
    chosen = next;
    const url = new URL(location.href);
    if (chosen.length > 0) url.searchParams.set('con', formatChosen(chosen));
    else url.searchParams.delete('con');
    // Commas read better than %2C in a shared link, and mean the same to the page.
    history.replaceState(history.state, '', url.href.replace(/%2C/gi, ','));
    render();
  };

  function render() {
    if (!index) return;
    chosenList.replaceChildren(
      ...chosen.map((slug) =>
        item(
          titleOf(slug),
          ' ',
          button('×', `Quitar ${titleOf(slug)}`, () => choose(chosen.filter((s) => s !== slug))),
        ),
      ),
    );
    const unknown = chosen.filter((slug) => !index!.rules.some(([s]) => s === slug));
    const found = rulingsAboutAll(index, chosen);
    const names = chosen.map(titleOf).join(' y ');
    status.textContent =
      unknown.length > 0
        ? `Ninguna resolución trata de ${unknown.join(', ')}.`
        : chosen.length === 0
          ? 'Elige dos o más reglas.'
          : `${countNoun(found.length, 'resolución trata', 'resoluciones tratan')} de ${names}${chosen.length === 1 ? '; elige otra regla para acotar' : ''}.`;
    results.replaceChildren(
      ...found.map((ruling) => {
        const link = Object.assign(document.createElement('a'), {
          href: withBase(ruling.u),
          textContent: ruling.q,
        });
        const source = Object.assign(document.createElement('small'), {
          textContent: ` · ${ruling.s}`,
        });
        return item(link, source);
      }),
    );
    const narrowing = chosen.length === 0 ? [] : narrowingRules(index, chosen);
    moreBlock.hidden = narrowing.length === 0;
    more.replaceChildren(
      ...narrowing.map((rule) =>
        item(
          button(`${rule.title} (${rule.count})`, `Añadir ${rule.title}: ${rule.count}`, () =>
            choose([...chosen, rule.slug]),
          ),
        ),
      ),
    );
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const wanted = input.value.trim().toLowerCase();
    const rule = index?.rules.find(
      ([slug, title]) => title.toLowerCase() === wanted || slug === wanted,
    );
    if (!rule) {
      status.textContent = input.value.trim()
        ? `Ninguna resolución trata de «${input.value.trim()}»: elige una regla de la lista.`
        : 'Escribe o elige una regla.';
      return;
    }
    input.value = '';
    if (!chosen.includes(rule[0])) choose([...chosen, rule[0]]);
  });

  status.textContent = 'Cargando las resoluciones…';
  fetch(withBase('/reglas/faq/resoluciones.json'))
    .then((response) => response.json() as Promise<FilterIndex>)
    .then((loaded) => {
      index = loaded;
      options.replaceChildren(
        ...loaded.rules.map(([, title]) =>
          Object.assign(document.createElement('option'), { value: title }),
        ),
      );
      render();
    })
    .catch(() => {
      status.textContent = 'No se pudo cargar la lista de resoluciones.';
    });
}
