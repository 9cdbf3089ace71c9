import { Route, Routes } from '@store/shared';
import { routeTable } from './routeTable.ts';
import { RemotePage } from '../remotes/RemotePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((r) => (
        <Route key={r.path} path={r.path} element={<RemotePage module={`${r.remote}/${r.page}`} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
