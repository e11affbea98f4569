import { Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CountSummary, PeriodFigure } from 'shared/contract';
import { compactNumber, diffDirection, percentDiff, percentText } from 'shared/rules';
import type { FeedSeries } from './feed-series';
import { ArrowDownIcon, ArrowUpIcon } from 'shared/ui';

/** The five stat cards of spec doc 3 §2, in order. */
export const STAT_CARDS: readonly { key: keyof CountSummary; label: string }[] = [
  { key: 'postCount', label: 'Posts' },
  { key: 'threadCount', label: 'Threads' },
  { key: 'authorCount', label: 'Unique authors' },
  { key: 'engagementCount', label: 'Total engagement' },
  { key: 'viewCount', label: 'View count' },
];

/** The figure and its change against the window before ('∞' when there was nothing before). */
function Figure({ figure, color }: { figure: PeriodFigure; color?: string }) {
  const direction = diffDirection(figure.total, figure.previous);
  const change = percentText(percentDiff(figure.total, figure.previous));
  const changeColor = direction === 'higher' ? 'green.600' : direction === 'lower' ? 'red.600' : 'fg.muted';
  const changeLabel = direction === 'same' ? 'No change from the period before' : `${change} ${direction} than the period before`;
  return (
    <HStack gap="2" alignItems="baseline" justifyContent="space-between">
      <Text fontSize="2xl" fontWeight="semibold" color={color} data-part="value">
        {compactNumber(figure.total)}
      </Text>
      <HStack gap="0.5" fontSize="sm" color={changeColor} data-part="change" data-direction={direction} aria-label={changeLabel}>
        {direction === 'higher' ? <ArrowUpIcon /> : null}
        {direction === 'lower' ? <ArrowDownIcon /> : null}
        <Text as="span">{change}</Text>
      </HStack>
    </HStack>
  );
}

/** Posts, threads, unique authors, total engagement and views, one line per feed (two in the compare view). */
export function StatCards({ series }: { series: FeedSeries<CountSummary>[] }) {
  const compare = series.length > 1;
  return (
    <SimpleGrid data-testid="stat-cards" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
      {STAT_CARDS.map((card) => (
        <Card.Root key={card.key} size="sm" data-stat={card.key}>
          <Card.Body>
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted" data-part="label">
                {card.label}
              </Text>
              {series.map((s) =>
                s.data === null ? (
                  <Skeleton key={s.taskId} height="8" data-testid="stat-loading" />
                ) : (
                  <Figure key={s.taskId} figure={s.data[card.key]} color={compare ? s.color : undefined} />
                ),
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
