import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useSessionUser } from '../session/useSessionUser';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** The frame of every logged-in page: side navigation, top bar, and the page below it. */
export function AppLayout() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Flex minHeight="100dvh" bg="bg.canvas">
      <SkipNavLink>Skip to content</SkipNavLink>
      <SideNav user={user} />
      <Flex direction="column" flex="1" minWidth="0">
        <TopBar />
        <SkipNavContent />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py="6" minWidth="0">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
