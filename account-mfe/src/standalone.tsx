// Runs this remote alone (`npm run dev -w account-mfe`), on the shell's paths (shell/src/routes/routeTable.ts).
import { lazy } from 'react';
import { renderStandalone } from '@store/shared/ui/standalone';
const RegisterPage = lazy(() => import('./pages/RegisterPage.tsx'));
const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage.tsx'));
const OtpVerificationPage = lazy(() => import('./pages/OtpVerificationPage.tsx'));
const UpdatePasswordPage = lazy(() => import('./pages/UpdatePasswordPage.tsx'));
const ProfilePage = lazy(() => import('./pages/ProfilePage.tsx'));
const OrdersPage = lazy(() => import('./pages/OrdersPage.tsx'));

renderStandalone(
  'account',
  [
    { path: '/register', Page: RegisterPage },
    { path: '/login', Page: LoginPage },
    { path: '/forgot', Page: ForgotPasswordPage },
    { path: '/otp-verification', Page: OtpVerificationPage },
    { path: '/update-password', Page: UpdatePasswordPage },
    { path: '/user-profile', Page: ProfilePage },
    { path: '/orders', Page: OrdersPage },
  ],
  ['/login', '/register', '/forgot', '/user-profile', '/orders'],
);
