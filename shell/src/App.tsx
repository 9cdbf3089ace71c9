import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { createQueryClient, followFavouritesCartEvents } from '@store/shared';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { GlobalErrorFallback } from './errors/GlobalErrorFallback.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { Header } from './layout/Header.tsx';
import { Footer } from './layout/Footer.tsx';
import { ScrollToTop } from './layout/ScrollToTop.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => followFavouritesCartEvents(), []);
  return (
    <ErrorBoundary fallback={() => <GlobalErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ScrollToTop />
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <Header />
          <div id="main" className="main" tabIndex={-1}>
            <AppRoutes />
          </div>
          <Footer />
          <ToastContainer position="top-right" autoClose={3000} newestOnTop theme="colored" />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
