// An async boundary: shared singletons (react, router, store) are resolved by the
// federation runtime before any module that uses them runs.
//
// The big libraries are evaluated first, one task each with a yield between, so no
// single task runs all of them before the page answers input (a phone's main thread
// would be blocked for a second). index.html preloads their chunks (build/
// preload-chunks-plugin.mjs): each step finds its code already downloading.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  for (const load of [
    () => import('react-dom/client'),
    () => import('@marketplace/shared-ui/router'),
    () => import('styled-components'),
    () => import('@marketplace/shared-api/store/make-store'),
  ]) {
    await load();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();
