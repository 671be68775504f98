// An async boundary: shared singletons (react, router, store) are resolved by the
// federation runtime before any module that uses them runs.
import('./bootstrap');
