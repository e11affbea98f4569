import { Checkbox, Field, Fieldset, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { EXPORT_COLUMNS } from 'shared/contract';
import { columnLabel, withColumn, withExclusion, type DayBounds, type ExportForm } from '../export-form';

export interface ExportOptionsFormProps {
  id: string;
  form: ExportForm;
  bounds: DayBounds;
  /** 'N of M exports used this month', or nothing when the count is unknown. */
  quotaLine: string | null;
  /** Why exporting is not possible now, shown under the form. */
  blockedReason: string | null;
  onChange: (form: ExportForm) => void;
  onSubmit: () => void;
}

function Tick({ checked, onChange, children }: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** The form state of 'Export Options': period, columns, what to leave out, and the month's quota. */
export function ExportOptionsForm({ id, form, bounds, quotaLine, blockedReason, onChange, onSubmit }: ExportOptionsFormProps) {
  const allColumns = form.columns.length === EXPORT_COLUMNS.length ? true : form.columns.length === 0 ? false : 'indeterminate';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={id} onSubmit={submit} noValidate>
      <Stack gap="5">
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Date range</Fieldset.Legend>
          <HStack gap="4" alignItems="flex-start" flexWrap="wrap">
            <Field.Root width="auto">
              <Field.Label>From</Field.Label>
              <Input type="date" value={form.from} min={bounds.min || undefined} max={form.to || bounds.max} onChange={(e) => onChange({ ...form, from: e.target.value })} />
            </Field.Root>
            <Field.Root width="auto">
              <Field.Label>To</Field.Label>
              <Input type="date" value={form.to} min={form.from || bounds.min || undefined} max={bounds.max} onChange={(e) => onChange({ ...form, to: e.target.value })} />
            </Field.Root>
          </HStack>
        </Fieldset.Root>

        <Fieldset.Root>
          <HStack justifyContent="space-between">
            <Fieldset.Legend fontWeight="semibold">Columns</Fieldset.Legend>
            <Tick checked={allColumns} onChange={(checked) => onChange({ ...form, columns: checked ? [...EXPORT_COLUMNS] : [] })}>
              Select all
            </Tick>
          </HStack>
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" mt="2">
            {EXPORT_COLUMNS.map((column) => (
              <Tick key={column} checked={form.columns.includes(column)} onChange={(checked) => onChange(withColumn(form, column, checked))}>
                {columnLabel(column)}
              </Tick>
            ))}
          </SimpleGrid>
        </Fieldset.Root>

        <HStack gap="6" flexWrap="wrap">
          <Tick checked={form.excludeComments} onChange={(checked) => onChange(withExclusion(form, 'comments', checked))}>
            Exclude comments
          </Tick>
          <Tick checked={form.excludeThreads} onChange={(checked) => onChange(withExclusion(form, 'threads', checked))}>
            Exclude threads
          </Tick>
        </HStack>

        {quotaLine || blockedReason ? (
          <Stack gap="1">
            {quotaLine ? (
              <Text fontSize="sm" color="fg.muted">
                {quotaLine}
              </Text>
            ) : null}
            {blockedReason ? (
              <Text fontSize="sm" color="fg.error" role="alert">
                {blockedReason}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
