// Runs this remote alone (`npm run dev -w content-mfe`), on the shell's paths (shell/src/routes/routeTable.ts).
import { lazy } from 'react';
import { renderStandalone } from '@store/shared/ui/standalone';
const BlogsPage = lazy(() => import('./pages/BlogsPage.tsx'));
const BlogPage = lazy(() => import('./pages/BlogPage.tsx'));
const AboutPage = lazy(() => import('./pages/AboutPage.tsx'));
const ContactPage = lazy(() => import('./pages/ContactPage.tsx'));
const DeliveryPage = lazy(() => import('./pages/DeliveryPage.tsx'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage.tsx'));
const TermsPage = lazy(() => import('./pages/TermsPage.tsx'));
const TestPage = lazy(() => import('./pages/TestPage.tsx'));

renderStandalone(
  'content',
  [
    { path: '/blogs', Page: BlogsPage },
    { path: '/blogs/:slug', Page: BlogPage },
    { path: '/about-us', Page: AboutPage },
    { path: '/contact-us', Page: ContactPage },
    { path: '/delivery-information', Page: DeliveryPage },
    { path: '/privacy-policy', Page: PrivacyPage },
    { path: '/terms-and-conditions', Page: TermsPage },
    { path: '/test', Page: TestPage },
  ],
  ['/blogs', '/about-us', '/contact-us', '/delivery-information', '/privacy-policy', '/terms-and-conditions', '/test'],
);
