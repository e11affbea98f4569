import { Badge, Button, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FeedType } from 'shared/contract';
import { FEED_TYPE_LOCKED } from 'shared/rules';
import { BetaTag } from 'shared/ui';
import { Hint } from './Hint';

export const UPGRADE_LINK_TEXT = 'Upgrade your plan to create more feed. Contact us';

export interface TypeStepProps {
  displayName: string;
  value: FeedType | null;
  /** Edit mode: the type cannot change. */
  locked: boolean;
  /** Feeds of each type that may still be created; null when unlimited. */
  remaining: Record<FeedType, number | null>;
  onChoose(type: FeedType): void;
  onUpgrade(): void;
}

const CHOICES: ReadonlyArray<{ type: FeedType; title: string; text: string; beta: boolean }> = [
  { type: 1, title: 'Ad-hoc Feed', text: 'Collect posts over a fixed date range, updated on request.', beta: true },
  { type: 0, title: 'Live Feed', text: 'Collect posts continuously from a start date, with no end date.', beta: false },
];

/** Step 1: live or ad-hoc, with how many more of each the plan allows. */
export function TypeStep({ displayName, value, locked, remaining, onChoose, onUpgrade }: TypeStepProps) {
  return (
    <Stack gap="5">
      <Heading as="h3" size="md">
        Hi {displayName}, what would you like to monitor?
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="group" aria-label="Feed type">
        {CHOICES.map((choice) => {
          const left = remaining[choice.type];
          const selected = value === choice.type;
          return (
            <Hint key={choice.type} label={locked ? FEED_TYPE_LOCKED : null}>
              <Button
                variant="outline"
                height="auto"
                width="100%"
                p="4"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                disabled={locked}
                aria-pressed={selected}
                borderColor={selected ? 'brand.solid' : 'border'}
                bg={selected ? 'brand.subtle' : undefined}
                onClick={() => onChoose(choice.type)}
              >
                <Stack gap="2" width="100%">
                  <HStack justifyContent="space-between">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{choice.title}</Text>
                      {choice.beta ? <BetaTag /> : null}
                    </HStack>
                    <Badge colorPalette={left === 0 ? 'red' : 'gray'} variant="subtle" aria-label={`${left ?? 'Unlimited'} more ${choice.title}s`}>
                      {left ?? '∞'} left
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                    {choice.text}
                  </Text>
                </Stack>
              </Button>
            </Hint>
          );
        })}
      </SimpleGrid>
      <Link as="button" alignSelf="flex-start" fontSize="sm" color="brand.fg" onClick={onUpgrade}>
        {UPGRADE_LINK_TEXT}
      </Link>
    </Stack>
  );
}
