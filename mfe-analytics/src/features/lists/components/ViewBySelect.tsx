import { NativeSelect } from '@chakra-ui/react';

interface ViewBySelectProps<V extends string> {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: NoInfer<V>): void;
  /** Read-only: shows the choice without letting it change. */
  disabled?: boolean;
}

/** The 'View by' dropdown of a widget. */
export function ViewBySelect<V extends string>({ options, value, onChange, disabled = false }: ViewBySelectProps<V>) {
  return (
    <NativeSelect.Root size="sm" width="auto" minWidth="52" disabled={disabled}>
      <NativeSelect.Field aria-label="View by" value={value} onChange={(e) => onChange(e.currentTarget.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
