// An async boundary: shared singletons (react, router, store) are resolved by the
// federation runtime before any module that uses them runs.
//
// The big libraries are evaluated first, one task each with a yield between, so no
// single task runs all of them before the page answers input (a phone's main thread
// would be blocked for a second). They, the shared kit and the bootstrap's code come
// in one chunk, "start" (build/start-chunk.mjs), which index.html preloads (build/
// preload-chunks-plugin.mjs): the first step downloads it, the others find it there.
// Not shared-api's yieldToBrowser, which bootstrap.tsx and the loaders use: this runs
// before the federation runtime has resolved any shared module, so it can import none.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  for (const load of [
    () => import('react-dom/client'),
    () => import('@marketplace/shared-api/router'),
    () => import('styled-components'),
    () => import('@marketplace/shared-api/store/make-store'),
    // The RTK Query api and the layout's code, then the bootstrap: they all come in the
    // one start chunk, and evaluating them in one go was a single 350 ms task on a phone.
    () => import('@marketplace/shared-api/api/auth'),
    () => import('./app/app-routes'),
  ]) {
    await load();
    await nextTask();
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
