import { BrowserRouter } from '@store/shared';
import { AppFrame, type AppFrameProps } from './AppFrame.tsx';

/** The browser's app: the store's frame under the address bar's router. */
export function App(props: Omit<AppFrameProps, 'children'>) {
  return (
    <BrowserRouter>
      <AppFrame {...props} />
    </BrowserRouter>
  );
}
