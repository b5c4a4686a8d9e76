// The react-router-dom module the shell and every remote provide and consume as the shared
// singleton (tools/rspack/federation.js, `shared['react-router-dom'].import`).
//
// A shared module cannot be tree-shaken per app: whatever it exports ships on the first
// visit. react-router-dom 7 exports its whole framework-mode, server and RSC surface too
// (ServerRouter, createStaticHandler, sessions, cookies, RSC helpers, UNSAFE_ internals),
// ~22 KB brotli that a browser SPA never runs, and its data-router core (createBrowserRouter,
// loaders, actions, fetchers: another ~18 KB brotli) that Chowk does not use: the shell routes
// declaratively (<BrowserRouter> + useRoutes). This module re-exports only that declarative
// client API, so the bundler drops the rest. federation.js fails the build if any app imports a
// react-router-dom export missing here: add it to this list.
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  resolvePath,
  Route,
  Router,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom/dist/index.mjs';
