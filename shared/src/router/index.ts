/**
 * The router, as the site uses it: only these parts of react-router reach the page. Every package imports them from
 * here (the federated singleton), so the page holds one router whichever remote renders, and a build leaves out
 * the rest of the library (data routers, forms, fetchers, server rendering), which it would carry whole if the
 * library itself were the shared module.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  matchRoutes,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigationType, Navigator, To } from 'react-router-dom';
