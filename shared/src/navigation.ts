// The store's one router: exactly the declarative parts its pages use, from react-router-dom.
// Shared through `@store/shared` (a Module Federation singleton) instead of the router packages,
// so the page ships these ≈ 14 KB rather than the whole package (≈ 60 KB gzip), and every area
// reads one Router context. Areas import the router from here only (`npm run lint` checks).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
