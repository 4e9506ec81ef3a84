import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { ModalHost } from './modal-host';
import type { AppRouter } from './router';

/** The started app (see start-app.tsx): the routes, modals and toasts. */
export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <ModalHost />
      <Toaster />
    </>
  );
}
