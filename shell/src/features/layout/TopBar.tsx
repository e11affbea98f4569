import { Flex, Heading, HStack } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { BetaTag } from 'shared/ui';
import { DemoDataBadge } from './DemoDataBadge';
import { sectionOf } from './sections';

/** The title of the current area: 'Feed', 'Trend Explorer' with a BETA tag, or 'Account'; and the demo data badge. */
export function TopBar() {
  const section = sectionOf(useLocation().pathname);
  return (
    <Flex as="header" alignItems="center" justifyContent="space-between" gap="4" minHeight="16" px={{ base: '4', md: '8' }} bg="bg" borderBottomWidth="1px" borderColor="border">
      <HStack gap="2">
        <Heading as="h1" size="lg" fontWeight="semibold">
          {section?.title ?? 'HarbourPulse'}
        </Heading>
        {section?.beta ? <BetaTag /> : null}
      </HStack>
      <DemoDataBadge />
    </Flex>
  );
}
