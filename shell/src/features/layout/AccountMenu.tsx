import { Avatar, Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { SessionUser } from 'shared/session';
import { GaugeIcon, LogoutIcon, UserIcon } from './icons';

const DESTINATIONS: Record<string, string> = { account: '/account', usage: '/account/usage', logout: '/logout' };

/** The first letter of the display name, shown in the avatar (spec doc 1 §2.3). */
export function initialOf(displayName: string): string {
  return Array.from(displayName.trim())[0]?.toUpperCase() ?? '?';
}

/** The avatar at the foot of the side navigation and its menu: Your Account, Plan Usage, Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  return (
    <Menu.Root positioning={{ placement: 'right-end', gutter: 8 }} onSelect={({ value }) => navigate(DESTINATIONS[value] ?? '/')}>
      <Menu.Trigger asChild>
        <Button variant="ghost" width="full" justifyContent="flex-start" px="2" py="6" gap="3" aria-label={`Account menu of ${user.display_name}`}>
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback>{initialOf(user.display_name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box display={{ base: 'none', lg: 'block' }} textAlign="start" minWidth="0">
            <Text fontSize="sm" fontWeight="medium" truncate>
              {user.display_name}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {user.username}
            </Text>
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="56">
            <Menu.Item value="account" py="2">
              <UserIcon />
              <Stack gap="0">
                <Text fontWeight="medium">Your Account</Text>
                <Text fontSize="xs" color="fg.muted">
                  {user.display_name}
                </Text>
              </Stack>
            </Menu.Item>
            <Menu.Item value="usage">
              <GaugeIcon />
              Plan Usage
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout">
              <LogoutIcon />
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
