import { useEffect, useState } from 'react';
import { QueryClientProvider, hydrate, type DehydratedState, type QueryClient, StoreNavigation, Toaster, createQueryClient, followFavouritesCartEvents } from '@store/shared';
import 'react-toastify/dist/ReactToastify.css';
import { ErrorBoundary } from './errors/ErrorBoundary.tsx';
import { GlobalErrorFallback } from './errors/GlobalErrorFallback.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { Header } from './layout/header/Header.tsx';
import { Footer } from './layout/footer/Footer.tsx';
import { ScrollToTop } from './layout/ScrollToTop.tsx';

export interface AppFrameProps {
  /** the server's query cache for this page: the browser starts from it instead of refetching */
  dehydratedState?: DehydratedState;
  /** the server renderer passes its own per-request client */
  queryClient?: QueryClient;
}

/** Header, routes and footer, the same on the server and in the browser (any router above it). */
export function AppFrame({ dehydratedState, queryClient: given }: AppFrameProps) {
  const [queryClient] = useState(() => {
    if (given) return given;
    const client = createQueryClient();
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });
  useEffect(() => followFavouritesCartEvents(), []);
  return (
    <ErrorBoundary fallback={() => <GlobalErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        <StoreNavigation>
          <ScrollToTop />
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <Header />
          <div id="main" className="main" tabIndex={-1}>
            <AppRoutes />
          </div>
          <Footer />
          {/* bottom: at the top they lay over Account, Wishlist and Cart for 3 s, so a tap there closed the toast (#23) */}
          <Toaster position="bottom-center" autoClose={3000} newestOnTop theme="colored" />
        </StoreNavigation>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
