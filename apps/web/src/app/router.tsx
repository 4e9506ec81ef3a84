import { createBrowserRouter } from 'react-router';
import { AdminGate } from './admin-gate';
import { ChatLayout } from './layouts/chat-layout';
import { DefaultLayout } from './layouts/default-layout';
import { guestOnlyLoader, passwordRestoreLoader, profileLoader, requireAuthLoader } from './guards';
import { RouteErrorPage } from './routes/route-error';

/** Every route of spec §2 with its access rule. Pages load lazily, one chunk each. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <DefaultLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, lazy: () => import('./routes/home') },
        {
          path: 'reset-password',
          loader: guestOnlyLoader,
          lazy: () => import('./routes/reset-password'),
        },
        { path: 'password-restore', loader: passwordRestoreLoader },
        { path: 'profile', loader: profileLoader },
        { path: 'email/verify', lazy: () => import('./routes/email-verify') },
        { path: 'success-payment', lazy: () => import('./routes/success-payment') },
        { path: 'fail-payment', lazy: () => import('./routes/fail-payment') },
        { path: 'pending-payment', lazy: () => import('./routes/processing-payment') },
        { path: 'processing-payment', lazy: () => import('./routes/processing-payment') },
        { path: 'account', loader: requireAuthLoader, lazy: () => import('./routes/account') },
        // The mailed deletion link works signed in or not (another browser may open it).
        { path: 'account/delete', lazy: () => import('./routes/account-delete') },
        {
          path: 'interlocutor',
          loader: requireAuthLoader,
          lazy: () => import('./routes/interlocutor'),
        },
        // The gate is in the main bundle; the console loads only for staff (admin-gate.tsx).
        { path: 'admin/*', element: <AdminGate /> },
        { path: 'static-page/:slug', lazy: () => import('./routes/static-page') },
        { path: ':slug', lazy: () => import('./routes/static-page') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
    {
      element: <ChatLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: 'rooms', loader: requireAuthLoader, lazy: () => import('./routes/rooms') },
        {
          path: 'rooms/:roomId/topics',
          loader: requireAuthLoader,
          lazy: () => import('./routes/topics'),
        },
        { path: 'chat', loader: requireAuthLoader, lazy: () => import('./routes/start-chat') },
        {
          path: 'topics/:topicId/chat',
          loader: requireAuthLoader,
          lazy: () => import('./routes/chat-room'),
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
