import { Box, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { SessionUser } from 'shared/session';
import { Logo } from 'shared/ui';
import { AccountMenu } from './AccountMenu';
import { FeedIcon, TrendIcon } from './icons';

function NavItem({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2.5"
      rounded="l2"
      color="fg.muted"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <NavLink to={to} aria-label={label} title={label}>
        <Box as="span" fontSize="xl" display="inline-flex">
          {icon}
        </Box>
        <Text as="span" display={{ base: 'none', lg: 'inline' }}>
          {label}
        </Text>
      </NavLink>
    </ChakraLink>
  );
}

/** The left side navigation (spec doc 1 §2.3): logo to /, Feed, Trend, and the account avatar. */
export function SideNav({ user }: { user: SessionUser }) {
  return (
    <Flex
      as="nav"
      aria-label="Main"
      direction="column"
      width={{ base: '16', lg: '56' }}
      flexShrink={0}
      bg="bg"
      borderEndWidth="1px"
      borderColor="border"
      px={{ base: '2', lg: '3' }}
      py="4"
      gap="6"
      position="sticky"
      top="0"
      height="100dvh"
    >
      <ChakraLink asChild px="1" py="1" rounded="l2" focusVisibleRing="outside" focusRingColor="brand.focusRing">
        <Link to="/" aria-label="HarbourPulse home">
          <Box display={{ base: 'none', lg: 'block' }}>
            <Logo height={28} />
          </Box>
          <Box display={{ base: 'block', lg: 'none' }}>
            <Logo variant="mark" height={32} />
          </Box>
        </Link>
      </ChakraLink>
      <Stack gap="1" flex="1">
        <NavItem to="/feed" label="Feed" icon={<FeedIcon />} />
        <NavItem to="/trend?f=Latest" label="Trend" icon={<TrendIcon />} />
      </Stack>
      <AccountMenu user={user} />
    </Flex>
  );
}
