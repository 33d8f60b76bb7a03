/**
 * `/assets/offline.js`, loaded by the registration (./register.ts) when a new build's service
 * worker is installing or waiting. The old worker keeps serving the old build, whole, until the
 * reader chooses "Recargar": then the new worker takes over (Workbox's SKIP_WAITING message) and
 * the page reloads from the new build. The first installation (no worker in control yet) shows
 * nothing.
 */
function installed(worker: ServiceWorker): Promise<ServiceWorker | undefined> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'installed') resolve(worker);
      else if (worker.state === 'redundant') resolve(undefined);
      else return;
      worker.removeEventListener('statechange', check);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

function showNotice(waiting: ServiceWorker): void {
  if (document.querySelector('.update-notice')) return;
  const notice = document.createElement('div');
  notice.className = 'update-notice';
  notice.setAttribute('role', 'status');
  notice.style.cssText =
    'position:fixed;left:50%;bottom:1rem;transform:translateX(-50%);z-index:20;display:flex;gap:.75rem;align-items:center;' +
    'max-width:calc(100vw - 2rem);padding:.5rem .75rem;border:1px solid var(--border);border-radius:var(--radius);' +
    'background:var(--surface);color:var(--fg);box-shadow:0 2px 8px rgb(0 0 0 / 25%)';
  const button = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: 'Recargar',
  });
  button.style.cssText =
    'font:inherit;min-height:2.5rem;padding:0 .75rem;border:0;border-radius:var(--radius);background:var(--accent);color:var(--accent-fg);cursor:pointer';
  button.addEventListener('click', () => {
    button.disabled = true;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  notice.append('Hay una versión nueva · ', button);
  document.body.append(notice);
}

export async function watchUpdate(registration: ServiceWorkerRegistration): Promise<void> {
  if (!navigator.serviceWorker.controller) return;
  const candidate = registration.waiting ?? registration.installing;
  const waiting = candidate && (await installed(candidate));
  if (waiting) showNotice(waiting);
}
