// Runs this remote alone (`npm run dev -w content-mfe`): its pages without the shell, for local work.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@store/shared/ui/ui.css';
import { createQueryClient } from '@store/shared';
const BlogsPage = lazy(() => import('./pages/BlogsPage.tsx'));
const BlogPage = lazy(() => import('./pages/BlogPage.tsx'));
const AboutPage = lazy(() => import('./pages/AboutPage.tsx'));
const ContactPage = lazy(() => import('./pages/ContactPage.tsx'));
const DeliveryPage = lazy(() => import('./pages/DeliveryPage.tsx'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage.tsx'));
const TermsPage = lazy(() => import('./pages/TermsPage.tsx'));
const TestPage = lazy(() => import('./pages/TestPage.tsx'));

const pages = { BlogsPage, BlogPage, AboutPage, ContactPage, DeliveryPage, PrivacyPage, TermsPage, TestPage };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <nav aria-label="content pages">
          {Object.keys(pages).map((p) => (
            <Link key={p} to={`/${p}`} style={{ marginRight: 8 }}>
              {p}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<BlogsPage />} />
            {Object.entries(pages).map(([name, Page]) => (
              <Route key={name} path={`/${name}/*`} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
        <ToastContainer position="top-right" autoClose={3000} />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
