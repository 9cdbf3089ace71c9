import { useContext } from 'react';
import { Route, Routes } from '@store/shared';
import { RouteTableContext } from './routeTable.ts';
import { RemotePage } from '../remotes/RemotePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

/** The live remotes' routes, each to its remote's page; anything else is the shell's own 404. */
export function AppRoutes() {
  const routes = useContext(RouteTableContext);
  return (
    <Routes>
      {routes.map((r) => (
        <Route key={r.path} path={r.path} element={<RemotePage module={`${r.remote}/${r.page}`} route={r.path} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
