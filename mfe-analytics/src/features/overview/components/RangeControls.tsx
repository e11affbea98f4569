import { Button, HStack, Popover, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { OVERVIEW_RANGES, formatMediumDate, hkDayStart, startFromDayInput, toDayInput, type OverviewRange } from 'shared/rules';
import { DayRangeForm } from 'shared/ui';
import { customRangeProblem, type DayRange, type OverviewView } from '../overview-url';

interface RangeControlsProps {
  view: OverviewView;
  now: number;
  onPreset(range: OverviewRange): void;
  onCustom(range: DayRange): void;
}

/** A live feed's windows (spec doc 3 §2): Last 24 hours, Last 7 days, Last 30 days, or a custom range of days. */
export function RangeControls({ view, now, onPreset, onCustom }: RangeControlsProps) {
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label="Date range">
      {OVERVIEW_RANGES.map((r) => {
        const active = !view.custom && view.range === r.value;
        return (
          <Button
            key={r.value}
            size="sm"
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            onClick={() => onPreset(r.value)}
          >
            {r.label}
          </Button>
        );
      })}
      <CustomRangePicker value={view.custom} now={now} onApply={onCustom} />
    </HStack>
  );
}

function CustomRangePicker({ value, now, onApply }: { value: DayRange | null; now: number; onApply(range: DayRange): void }) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const today = toDayInput(hkDayStart(now));

  const apply = () => {
    const picked = { from, to };
    const problem = customRangeProblem(picked, now);
    setError(problem);
    if (problem) return;
    onApply(picked);
    setOpen(false);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setFrom(value?.from ?? '');
          setTo(value?.to ?? '');
          setError(null);
        }
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant={value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={value !== null}>
          {value ? `${formatMediumDate(startFromDayInput(value.from))} – ${formatMediumDate(startFromDayInput(value.to))}` : 'Custom range'}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body p="3">
              <DayRangeForm from={from} to={to} max={today} error={error} onFromChange={setFrom} onToChange={setTo} onApply={apply} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
