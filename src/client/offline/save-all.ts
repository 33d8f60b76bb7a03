/**
 * "Guardar todo para usar sin conexión" (/sin-conexion/): downloads what the service worker did
 * not precache (`/offline.json`) into the caches its runtime routes read (src/client/offline/
 * sw.ts), with a progress bar; a file already stored is skipped, so the control
 * can be used again after a failure. The list's address comes from the page
 * (`data-offline-list`, under the site's base): this script stays small enough to be inlined.
 */
import type { OfflineList } from '../../lib/offline/cache-names.ts';
import { formatBytes, saveAllText } from '../../lib/offline/save-all-text.ts';
import { countNoun } from '../../lib/count-noun.ts';

export async function bindSaveAll(section: HTMLElement): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  const status = section.querySelector<HTMLElement>('[data-offline-status]')!;
  const button = section.querySelector<HTMLButtonElement>('[data-offline-button]')!;
  const progress = section.querySelector<HTMLProgressElement>('[data-offline-progress]')!;
  let list: OfflineList;
  try {
    list = (await (await fetch(section.dataset['offlineList']!)).json()) as OfflineList;
  } catch {
    return;
  }
  section.hidden = false;
  // The first visit's precache is stored by the worker's installation: until it controls the page, it is still at work.
  if (!navigator.serviceWorker.controller) {
    status.textContent =
      'El sitio se está guardando en este dispositivo; vuelve a abrir esta página en unos segundos.';
    return;
  }
  const missing = async () => {
    const out: OfflineList['rest'] = [];
    for (const file of list.rest) if (!(await caches.match(file.url))) out.push(file);
    return out;
  };
  let todo = await missing();
  status.textContent = saveAllText(
    list.precached,
    todo.length,
    todo.reduce((sum, file) => sum + file.size, 0),
  );
  if (todo.length === 0) return;
  button.hidden = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    progress.hidden = false;
    progress.max = todo.length;
    let done = 0;
    let failed = 0;
    for (const file of todo) {
      try {
        await (await caches.open(file.cache)).add(file.url);
      } catch {
        failed++;
      }
      progress.value = ++done;
      status.textContent = `Guardando: ${done} de ${todo.length} (${formatBytes(todo.slice(0, done).reduce((sum, f) => sum + f.size, 0))}).`;
    }
    todo = await missing();
    status.textContent =
      failed > 0
        ? `No se pudieron guardar ${countNoun(failed, 'archivo', 'archivos')}: vuelve a intentarlo con conexión.`
        : saveAllText(list.precached, 0, 0);
    button.disabled = false;
    button.hidden = todo.length === 0;
  });
}
