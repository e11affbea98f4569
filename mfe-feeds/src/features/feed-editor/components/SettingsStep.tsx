import { Field, Heading, HStack, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { FeedDetail, FeedFrequency, Language } from 'shared/contract';
import {
  ADHOC_EARLIEST_START,
  ADHOC_FREQUENCY_TOOLTIP,
  FREQUENCY_LABELS,
  dateError,
  endFromDayInput,
  firstDayOfYear,
  frequencyAllowed,
  startFromDayInput,
  toDayInput,
  yearOptions,
} from 'shared/rules';
import type { ApiDataState } from 'shared/ui';
import { Hint } from './Hint';

export const LIVE_NO_END_TEXT = 'We will keep this feed live with no end date';

export interface SettingsStepProps {
  detail: FeedDetail;
  langs: ApiDataState<Language[]>;
  now: number;
  planEarliest: number | null;
  onChange(patch: Partial<FeedDetail>): void;
}

const FREQUENCY_ORDER: FeedFrequency[] = [0, 1, 2, 3];

function latest(...days: string[]): string {
  return days.filter((d) => d !== '').sort().at(-1) ?? '';
}

/** Step 5: date range, update frequency and the AI primary language. */
export function SettingsStep({ detail, langs, now, planEarliest, onChange }: SettingsStepProps) {
  const isLive = detail.type === 0;
  const today = toDayInput(now);
  // The pickers span the year list (last five years, 2020 onward), the plan's earliest start and, for ad-hoc, 1 Jan 2020.
  const earliest = latest(
    firstDayOfYear(yearOptions(now)[0] ?? 2020),
    planEarliest ? toDayInput(planEarliest) : '',
    detail.type === 1 ? toDayInput(ADHOC_EARLIEST_START) : '',
  );
  const startValue = toDayInput(detail.unix_start);
  const problem = dateError(detail, { now, planEarliest });

  return (
    <Stack gap="6">
      <Stack gap="3" as="fieldset">
        <Heading as="legend" size="sm" mb="2">
          Date Range
        </Heading>
        <HStack gap="4" alignItems="flex-start" flexWrap="wrap">
          <Field.Root width="auto" invalid={problem !== null}>
            <Field.Label>Start date</Field.Label>
            <Input
              type="date"
              value={startValue}
              min={earliest}
              max={today}
              onChange={(e) => onChange({ unix_start: startFromDayInput(e.target.value), unix_end: 0 })}
            />
          </Field.Root>
          <Field.Root width="auto" disabled={isLive} invalid={problem !== null && !isLive}>
            <Field.Label>End date</Field.Label>
            <Input
              type="date"
              value={isLive ? '' : toDayInput(detail.unix_end)}
              min={startValue || earliest}
              max={today}
              disabled={isLive}
              onChange={(e) => onChange({ unix_end: endFromDayInput(e.target.value) })}
            />
            {isLive ? <Field.HelperText>{LIVE_NO_END_TEXT}</Field.HelperText> : null}
          </Field.Root>
        </HStack>
        {problem ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>

      <RadioGroup.Root
        value={detail.frequency === null ? null : String(detail.frequency)}
        onValueChange={(e) => e.value !== null && onChange({ frequency: Number(e.value) as FeedFrequency })}
        colorPalette="brand"
      >
        <RadioGroup.Label>
          <Heading as="span" size="sm">
            Update Frequency
          </Heading>
        </RadioGroup.Label>
        <HStack gap="5" mt="3" flexWrap="wrap">
          {FREQUENCY_ORDER.map((f) => {
            const allowed = frequencyAllowed(detail.type, f);
            return (
              <Hint key={f} label={allowed ? null : ADHOC_FREQUENCY_TOOLTIP}>
                <RadioGroup.Item value={String(f)} disabled={!allowed}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{FREQUENCY_LABELS[f]}</RadioGroup.ItemText>
                </RadioGroup.Item>
              </Hint>
            );
          })}
        </HStack>
      </RadioGroup.Root>

      <Field.Root>
        <Field.Label>
          <Heading as="span" size="sm">
            AI Primary Language
          </Heading>
        </Field.Label>
        <NativeSelect.Root disabled={langs.status !== 'loaded'} maxWidth="sm">
          <NativeSelect.Field value={detail.lang} onChange={(e) => onChange({ lang: e.target.value })}>
            <option value="">- Pick a language -</option>
            {langs.status === 'loaded'
              ? langs.data.map((l) => (
                  <option key={l.lang_abbr} value={l.lang_abbr}>
                    {l.name}
                  </option>
                ))
              : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {langs.status === 'error' ? <Field.HelperText color="fg.error">Languages could not be loaded: {langs.message}</Field.HelperText> : null}
      </Field.Root>
    </Stack>
  );
}
