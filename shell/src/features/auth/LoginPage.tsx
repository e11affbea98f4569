import { Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { LoginForm, Logo } from 'shared/ui';

export function LoginPage() {
  const navigate = useNavigate();
  return (
    <Flex as="main" minHeight="100dvh" alignItems="center" justifyContent="center" px="4" py="10" bg="bg.canvas">
      <Stack gap="8" alignItems="center" width="full" maxWidth="sm">
        <Logo height={36} />
        <LoginForm onSuccess={() => navigate('/', { replace: true })} />
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          Accounts are issued by your HarbourPulse provider. Contact them if you need access.
        </Text>
      </Stack>
    </Flex>
  );
}
