import { SegmentGroup } from '@chakra-ui/react';
import { OVERVIEW_RANGES, type OverviewRange } from 'shared/rules';

const ITEMS = OVERVIEW_RANGES.map((r) => ({ value: r.value, label: r.label }));

/** Last 24 hours / Last 7 days / Last 30 days (spec doc 3 §2). */
export function RangeControl({ value, onChange }: { value: OverviewRange; onChange: (value: string) => void }) {
  return (
    <SegmentGroup.Root size="sm" value={value} onValueChange={(e) => e.value && onChange(e.value)} aria-label="Date range">
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={ITEMS} />
    </SegmentGroup.Root>
  );
}
