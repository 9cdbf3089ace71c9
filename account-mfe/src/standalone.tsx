// Runs this remote alone (`npm run dev -w account-mfe`): its pages without the shell, for local work.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import '@store/shared/ui/ui.css';
import { createQueryClient } from '@store/shared';
const RegisterPage = lazy(() => import('./pages/RegisterPage.tsx'));
const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage.tsx'));
const OtpVerificationPage = lazy(() => import('./pages/OtpVerificationPage.tsx'));
const UpdatePasswordPage = lazy(() => import('./pages/UpdatePasswordPage.tsx'));
const ProfilePage = lazy(() => import('./pages/ProfilePage.tsx'));
const OrdersPage = lazy(() => import('./pages/OrdersPage.tsx'));

const pages = { RegisterPage, LoginPage, ForgotPasswordPage, OtpVerificationPage, UpdatePasswordPage, ProfilePage, OrdersPage };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <nav aria-label="account pages">
          {Object.keys(pages).map((p) => (
            <Link key={p} to={`/${p}`} style={{ marginRight: 8 }}>
              {p}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<RegisterPage />} />
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
