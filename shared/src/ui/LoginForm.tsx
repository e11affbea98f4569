import { Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { createApiClient } from '../client/index.js';
import { api, type UserConfig } from '../contract/index.js';
import { validateLogin, type LoginFormErrors } from '../rules/index.js';
import { apiClient, sessionFromLogin, setSession, type SessionUser } from '../session/index.js';
import { ErrorNotice } from './ErrorNotice.js';

export interface LoginFormProps {
  /** Called once the session is set. */
  onSuccess?: (user: SessionUser) => void;
}

/** The display settings of a fresh session; the login still succeeds without them (defaults apply). */
async function fetchConfig(token: string): Promise<UserConfig | undefined> {
  try {
    const reply = await createApiClient({ getToken: () => token }).call(api.users.config);
    return reply.data;
  } catch {
    return undefined;
  }
}

/** The login form (spec doc 1 §2.2): idle, loading, then success or the server's error with the form restored. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [loading, setLoading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username || found.password) return;
    setLoading(true);
    setServerError(null);
    try {
      const reply = await apiClient.call(api.users.login, { body: { username: username.trim(), password } });
      const config = await fetchConfig(reply.token);
      const user = sessionFromLogin(reply.data, reply.token, config);
      setSession(user);
      onSuccess?.(user);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : 'Login failed. Please try again.');
      setLoading(false);
    }
  }

  return (
    <Card.Root width="full" maxWidth="sm" variant="elevated" boxShadow="md">
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label="Login">
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" size="xl">
                Login
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                Sign in with the username your provider issued.
              </Text>
            </Stack>
            {serverError ? <ErrorNotice message={serverError} onDismiss={() => setServerError(null)} /> : null}
            <Field.Root invalid={Boolean(errors.username)} disabled={loading}>
              <Field.Label>Username</Field.Label>
              <Input
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="Username (not your e-mail)"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
              {errors.username ? <Field.ErrorText>{errors.username}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)} disabled={loading}>
              <Field.Label>Password</Field.Label>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                placeholder="Password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={loading} loadingText="Logging in…" width="full">
              Login
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
