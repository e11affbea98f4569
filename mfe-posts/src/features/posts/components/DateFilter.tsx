import { Menu, Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import {
  TIMEFRAME_PRESETS,
  customRangeError,
  earliestPostsDay,
  endFromDayInput,
  formatMediumDate,
  hkDayStart,
  startFromDayInput,
  toDayInput,
  type TimeframePreset,
} from 'shared/rules';
import { DayRangeForm } from 'shared/ui';
import { FilterMenuButton } from './FilterMenuButton';

/** Live feeds: the timeframe presets, each ending now (spec doc 2 §4). */
export function TimeframeMenu({ value, onChange }: { value: TimeframePreset; onChange(code: TimeframePreset): void }) {
  const label = TIMEFRAME_PRESETS.find((p) => p.code === value)!.label;
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <FilterMenuButton label="Date" value={label} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="40">
            <Menu.RadioItemGroup value={String(value)} onValueChange={(e) => onChange(Number(e.value) as TimeframePreset)}>
              {TIMEFRAME_PRESETS.map((p) => (
                <Menu.RadioItem key={p.code} value={String(p.code)}>
                  {p.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface CustomRangeProps {
  /** The range shown (epoch ms). */
  range: { from: number; to: number };
  feedStart: number | null;
  feedEnd: number | null;
  now: number;
  onChange(range: { from: string; to: string }): void;
}

/**
 * Ad-hoc feeds: a custom range of Hong Kong days inside the feed's period, none in the future and none older than
 * 3 months (spec doc 2 §5).
 */
export function CustomRangeFilter({ range, feedStart, feedEnd, now, onChange }: CustomRangeProps) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(toDayInput(range.from));
  const [to, setTo] = useState(toDayInput(range.to));
  const [error, setError] = useState<string | null>(null);

  const lowest = Math.max(earliestPostsDay(now), feedStart !== null ? hkDayStart(feedStart) : 0);
  const highest = Math.min(hkDayStart(now), feedEnd !== null ? hkDayStart(feedEnd) : Infinity);

  const apply = () => {
    const picked = { from: startFromDayInput(from), to: endFromDayInput(to) };
    const problem = !picked.from || !picked.to ? 'Pick a start and an end date' : customRangeError(picked, { now, feedStart, feedEnd });
    setError(problem);
    if (problem) return;
    onChange({ from, to });
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setFrom(toDayInput(range.from));
          setTo(toDayInput(range.to));
          setError(null);
        }
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <FilterMenuButton label="Date" value={`${formatMediumDate(range.from)} – ${formatMediumDate(range.to)}`} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body p="3">
              <DayRangeForm
                from={from}
                to={to}
                min={toDayInput(lowest)}
                max={toDayInput(highest)}
                error={error}
                onFromChange={setFrom}
                onToChange={setTo}
                onApply={apply}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
