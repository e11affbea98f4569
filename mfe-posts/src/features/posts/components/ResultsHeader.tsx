import { Flex, Menu, Portal, Text } from '@chakra-ui/react';
import type { SentimentFilter } from 'shared/contract';
import { SENTIMENT_FILTERS, formatTotal } from 'shared/rules';
import { FilterMenuButton } from './FilterMenuButton';

interface ResultsHeaderProps {
  total: number | null;
  sentiments: SentimentFilter[];
  onSentimentsChange(values: SentimentFilter[]): void;
}

function sentimentSummary(values: readonly SentimentFilter[]): string {
  if (values.length === 0 || values.length === SENTIMENT_FILTERS.length) return 'All';
  return SENTIMENT_FILTERS.filter((f) => values.includes(f.value))
    .map((f) => f.label)
    .join(', ');
}

/** 'Total records: N' and the sentiment column's header with its filter (spec doc 2 §2). */
export function ResultsHeader({ total, sentiments, onSentimentsChange }: ResultsHeaderProps) {
  const shown = sentiments.length === 0 ? SENTIMENT_FILTERS.map((f) => f.value) : sentiments;
  const toggle = (value: SentimentFilter, on: boolean) => {
    const next = on ? [...shown, value] : shown.filter((v) => v !== value);
    // Every value ticked filters nothing out: the URL keeps the shorter form.
    onSentimentsChange(next.length === SENTIMENT_FILTERS.length ? [] : SENTIMENT_FILTERS.map((f) => f.value).filter((v) => next.includes(v)));
  };
  return (
    <Flex justifyContent="space-between" alignItems="center" gap="3" px={{ base: '1', md: '2' }} wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Total records: <strong>{total === null ? '…' : formatTotal(total)}</strong>
      </Text>
      <Menu.Root positioning={{ placement: 'bottom-end' }} closeOnSelect={false}>
        <Menu.Trigger asChild>
          <FilterMenuButton label="Sentiment" value={sentimentSummary(sentiments)} variant="ghost" />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minWidth="40">
              {SENTIMENT_FILTERS.map((f) => (
                <Menu.CheckboxItem
                  key={f.value}
                  value={String(f.value)}
                  checked={shown.includes(f.value)}
                  onCheckedChange={(checked) => toggle(f.value, checked)}
                  disabled={shown.length === 1 && shown.includes(f.value)}
                >
                  {f.label}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
