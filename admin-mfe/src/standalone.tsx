// Runs this remote alone (`npm run dev -w admin-mfe`) on the shell's paths, read from the shared route table.
import { lazy, type ComponentType } from 'react';
import { renderStandalone } from '@store/shared/ui/standalone';
import { pagesOf, routesOf } from '@store/shared';

const files = import.meta.glob<{ default: ComponentType }>(['./pages/*.tsx', '!./pages/*.test.tsx']);
const pages = Object.fromEntries(pagesOf('admin').map((page) => [page, lazy(files[`./pages/${page}.tsx`]!)]));

renderStandalone(
  'admin',
  routesOf('admin').map((route) => ({ path: route.path, Page: pages[route.page]! })),
  ['/admin', '/admin/orders', '/admin/blog'],
);
