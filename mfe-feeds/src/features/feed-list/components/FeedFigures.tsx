import { HStack, Stack, Text } from '@chakra-ui/react';
import type { AccessEntry } from 'shared/contract';
import { feedFigure } from 'shared/rules';

const ARROWS = { higher: '▲', lower: '▼' } as const;

/** Live: threads of the last 24 hrs and the change against the average; ad-hoc: the total (spec doc 1 §2.4). */
export function FeedFigures({ feed }: { feed: AccessEntry }) {
  const figure = feedFigure(feed);
  if (figure.kind === 'adhoc') {
    return (
      <Text fontWeight="semibold" fontSize="sm">
        {figure.totalText}
      </Text>
    );
  }
  const { direction } = figure.diff;
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold" fontSize="sm">
        {figure.threadsText}
      </Text>
      <HStack gap="1" fontSize="xs" color={direction === 'higher' ? 'green.fg' : direction === 'lower' ? 'red.fg' : 'fg.muted'}>
        {direction === 'same' ? null : <span aria-hidden="true">{ARROWS[direction]}</span>}
        <Text>{figure.diffText}</Text>
      </HStack>
    </Stack>
  );
}
