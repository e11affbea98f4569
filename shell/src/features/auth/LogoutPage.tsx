import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from 'shared/contract';
import { apiClient, resetSession } from 'shared/session';
import { FullPageSpinner } from 'shared/ui';

/** Revokes the token on the server, then clears the session and ends at /login, whether or not the call succeeded. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void apiClient
      .call(api.users.logout)
      .catch(() => undefined)
      .finally(() => {
        resetSession();
        navigate('/login', { replace: true });
      });
  }, [navigate]);

  return <FullPageSpinner label="Signing out" />;
}
