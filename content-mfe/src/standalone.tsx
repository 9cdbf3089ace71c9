// Runs this remote alone (`npm run dev -w content-mfe`) on the shell's paths, read from its own routes.json.
import { lazy, type ComponentType } from 'react';
import { renderStandalone } from '@store/shared/ui/standalone';
import { pagesOf, parseRouteDeclarations } from '@store/shared';
import declared from './routes.json' with { type: 'json' };

const routes = parseRouteDeclarations(declared);

const files = import.meta.glob<{ default: ComponentType }>(['./pages/*.tsx', '!./pages/*.test.tsx']);
const pages = Object.fromEntries(pagesOf(routes).map((page) => [page, lazy(files[`./pages/${page}.tsx`]!)]));

renderStandalone(
  'content',
  routes.map((route) => ({ path: route.path, Page: pages[route.page]! })),
  ['/blogs', '/about-us', '/contact-us', '/delivery-information', '/privacy-policy', '/terms-and-conditions', '/test'],
);
