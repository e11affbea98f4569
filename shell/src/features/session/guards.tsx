import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionUser } from './useSessionUser';

/** Routes for logged-in users: anyone else goes to /login (also when the session is reset while on the page). */
export function RequireUser({ children }: { children: ReactNode }) {
  return useSessionUser() ? children : <Navigate to="/login" replace />;
}

/** The login page is for visitors only: a logged-in user goes to /. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return useSessionUser() ? <Navigate to="/" replace /> : children;
}
