/**
 * Inlined in every page (BaseLayout, via src/client/inline-script.ts): registers the service worker
 * (`/sw.js`: src/client/offline/sw.ts, bundled with its precache list at the end of the build by
 * src/integrations/offline/service-worker.ts),
 * after the page has loaded. When a new build's worker is waiting, the notice script
 * (`/assets/offline.js`) is loaded to offer "Hay una versión nueva · Recargar".
 */
import { withBase } from '../../lib/base-path.ts';

const sw = navigator.serviceWorker as ServiceWorkerContainer | undefined;
if (sw) {
  addEventListener('load', () => {
    sw.register(withBase('/sw.js')).then(
      (registration) => {
        const watch = () =>
          void import(/* @vite-ignore */ withBase('/assets/offline.js')).then(
            (module: { watchUpdate(r: ServiceWorkerRegistration): void }) =>
              module.watchUpdate(registration),
          );
        if (registration.waiting) watch();
        // Every time: the first installation also fires it (and shows nothing).
        registration.addEventListener('updatefound', watch);
      },
      () => undefined,
    );
  });
}
