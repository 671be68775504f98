// The one door to React Router for every app. The router must be a single instance
// across the shell and the remotes (its contexts), so this module is the federation
// singleton, not react-router itself: a shared library is bundled whole because the
// build cannot know what other apps use, while a library behind this module is
// tree-shaken to what is listed here (about half of react-router, /home
// budget). An app needing another router export adds it here.
// shared-api/src/federation/unshared-libraries.test.ts keeps direct imports out.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  RouterProvider,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
