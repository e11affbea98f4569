import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';

export interface DayRangeFormProps {
  /** Day inputs (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The earliest and latest days the inputs offer, as day inputs. */
  min?: string;
  max?: string;
  /** A person-readable problem with the range, shown under the fields. */
  error: string | null;
  onFromChange(value: string): void;
  onToChange(value: string): void;
  onApply(): void;
}

/** The From / To day fields of a custom date range, its error and Apply: the body of a range popover. */
export function DayRangeForm({ from, to, min, max, error, onFromChange, onToChange, onApply }: DayRangeFormProps) {
  return (
    <Stack gap="3">
      <HStack gap="2" width="full">
        <Field.Root invalid={error !== null}>
          <Field.Label fontSize="xs">From</Field.Label>
          <Input size="sm" type="date" value={from} min={min} max={max} onChange={(e) => onFromChange(e.target.value)} />
        </Field.Root>
        <Field.Root invalid={error !== null}>
          <Field.Label fontSize="xs">To</Field.Label>
          <Input size="sm" type="date" value={to} min={min} max={max} onChange={(e) => onToChange(e.target.value)} />
        </Field.Root>
      </HStack>
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      <Button size="sm" colorPalette="brand" alignSelf="flex-end" onClick={onApply}>
        Apply
      </Button>
    </Stack>
  );
}
