import { Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useSessionUser } from '../session/useSessionUser';
import { planRows } from './plan-rows';

/** The shell's own account page: who is logged in and what the plan allows. */
export function AccountPage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Stack gap="6" maxWidth="3xl">
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Profile
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel minWidth="64">Display name</DataList.ItemLabel>
              <DataList.ItemValue>{user.display_name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minWidth="64">Username</DataList.ItemLabel>
              <DataList.ItemValue>{user.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minWidth="64">E-mail</DataList.ItemLabel>
              <DataList.ItemValue>{user.email || '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <HStack justifyContent="space-between" alignItems="center">
            <Heading as="h2" size="md">
              Plan limits
            </Heading>
            <Button asChild variant="outline" size="sm" colorPalette="brand">
              <Link to="/account/usage">View Plan Usage</Link>
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {planRows(user).map((row) => (
              <DataList.Item key={row.label}>
                <DataList.ItemLabel minWidth="64">{row.label}</DataList.ItemLabel>
                <DataList.ItemValue>{row.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Text mt="4" fontSize="sm" color="fg.muted">
            To change your plan, contact your HarbourPulse provider.
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
