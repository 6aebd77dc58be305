/**
 * The router the shell and every remote share at run time (one instance, so a remote's routes render inside the
 * shell's router). Module federation shares a module whole, without tree-shaking: sharing react-router-dom itself
 * sent all of React Router (66 kB gzip) to every visitor; this module names only what the site uses (about 16 kB).
 * Import routing from here, never from react-router or react-router-dom.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction } from 'react-router';
