import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { api } from '../contract/index.js';
import { apiClient, loadAccessList, resetSession, sessionAtom } from '../session/index.js';
import { LoginForm } from './LoginForm.js';
import { Logo } from './Logo.js';

export interface StandaloneGateProps {
  /** The remote running on its own, e.g. 'mfe-feeds'. */
  appName: string;
  children: ReactNode;
}

/**
 * Frame of a remote run on its own dev server (development only; the shell does all this in the product):
 * signs the developer in with the product's login form, loads the access list, and offers sign-out.
 */
export function StandaloneGate({ appName, children }: StandaloneGateProps) {
  const user = useAtomValue(sessionAtom);
  const userId = user?.user_id ?? null;

  useEffect(() => {
    if (userId !== null) void loadAccessList();
  }, [userId]);

  if (!user) {
    return (
      <Flex as="main" minHeight="100dvh" alignItems="center" justifyContent="center" px="4" bg="bg.canvas">
        <Stack gap="6" alignItems="center" width="full" maxWidth="sm">
          <Logo height={32} />
          <Badge colorPalette="gray">{appName} · standalone development</Badge>
          <LoginForm />
        </Stack>
      </Flex>
    );
  }

  const signOut = () => {
    void apiClient
      .call(api.users.logout)
      .catch(() => undefined)
      .finally(resetSession);
  };

  return (
    <Box minHeight="100dvh" bg="bg.canvas">
      <Flex as="header" alignItems="center" justifyContent="space-between" px="6" py="3" bg="bg" borderBottomWidth="1px">
        <HStack gap="3">
          <Logo height={24} />
          <Badge colorPalette="gray">{appName} · standalone</Badge>
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {user.display_name}
          </Text>
          <Button size="xs" variant="outline" onClick={signOut}>
            Sign out
          </Button>
        </HStack>
      </Flex>
      <Box as="main" px="8" py="6">
        {children}
      </Box>
    </Box>
  );
}
