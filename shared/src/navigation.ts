// The store's one router: exactly the declarative parts its pages use, from react-router-dom.
// Shared through `@store/shared` (a Module Federation singleton) instead of the router packages,
// so the page ships these ≈ 14 KB rather than the whole package (≈ 60 KB gzip), and every area
// reads one Router context. Areas import the router from here only (`npm run lint` checks); the
// server's StaticRouter and the tests' MemoryRouter are in fixedLocationRouters.ts.
export {
  BrowserRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
// Link is the store's own (a plain anchor that navigates in the app): see storeLink.tsx.
export { Link, StoreNavigation } from './storeLink.tsx';
