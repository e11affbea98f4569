import { Badge, SegmentGroup } from '@chakra-ui/react';
import { INTERVAL_LABELS, INTERVAL_OPTIONS, type Interval, type IntervalStep } from 'shared/rules';

/** Hour / Day / Month / Year as the range allows (spec doc 3 §4): one option is a single inactive label. */
export function IntervalSwitch({ step, value, onChange }: { step: IntervalStep; value: Interval; onChange(interval: Interval): void }) {
  const options = INTERVAL_OPTIONS[step];
  if (options.length === 1) {
    return (
      <Badge variant="subtle" size="lg" aria-label="Interval">
        {INTERVAL_LABELS[options[0]!]}
      </Badge>
    );
  }
  return (
    <SegmentGroup.Root size="xs" value={value} onValueChange={(e) => e.value && onChange(e.value as Interval)} aria-label="Interval">
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={options.map((i) => ({ value: i, label: INTERVAL_LABELS[i] }))} />
    </SegmentGroup.Root>
  );
}
