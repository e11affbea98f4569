import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import type { SentimentValue } from 'shared/contract';
import { SENTIMENT_CHOICES, SENTIMENT_PENDING, sentimentLabel } from 'shared/rules';
import { ChevronDownIcon } from 'shared/ui';
import { SentimentFace } from './SentimentFace';

function Shown({ value }: { value: SentimentValue | null }) {
  return value === null ? (
    <Text as="span" fontSize="xs" color="fg.muted" fontStyle="italic">
      {SENTIMENT_PENDING}
    </Text>
  ) : (
    <HStack as="span" gap="1">
      <SentimentFace value={value} />
      <Text as="span">{sentimentLabel(value)}</Text>
    </HStack>
  );
}

interface SentimentPickerProps {
  value: SentimentValue | null;
  /** Read-only feeds show the sentiment without the picker. */
  editable: boolean;
  busy: boolean;
  onPick(value: SentimentValue): void;
}

/** A post's sentiment and, on writable feeds, the picker that corrects it (spec doc 2 §2). */
export function SentimentPicker({ value, editable, busy, onPick }: SentimentPickerProps) {
  if (!editable) {
    return (
      <Text as="div" fontSize="sm">
        <Shown value={value} />
      </Text>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value: picked }) => onPick(Number(picked) as SentimentValue)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="xs" loading={busy} aria-label={`Change sentiment, now ${sentimentLabel(value)}`}>
          <Shown value={value} />
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="36">
            {SENTIMENT_CHOICES.map((choice) => (
              <Menu.Item key={choice.value} value={String(choice.value)} disabled={choice.value === value}>
                <SentimentFace value={choice.value} />
                {choice.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
