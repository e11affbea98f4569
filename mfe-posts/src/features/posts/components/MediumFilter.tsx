import { Box, Button, Checkbox, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { MediumSites } from 'shared/contract';
import { MEDIUM_REQUIRED, mediumFilterLabel } from 'shared/rules';
import { notifyError } from 'shared/ui';
import { FilterMenuButton } from './FilterMenuButton';

interface MediumFilterProps {
  /** The feed's mediums, each with its sites. */
  mediums: readonly MediumSites[];
  /** Chosen sites; null is all of them. */
  value: string[] | null;
  onChange(sites: string[] | null): void;
}

/** The medium and site filter: at least one site stays chosen (spec doc 2 §5). */
export function MediumFilter({ mediums, value, onChange }: MediumFilterProps) {
  const all = mediums.flatMap((m) => m.sites);
  const chosen = new Set(value ?? all);
  const perMedium = mediums.map((m) => ({ medium: m.medium, sites: m.sites.filter((s) => chosen.has(s)) }));
  const label = mediumFilterLabel(perMedium, value === null || all.every((s) => chosen.has(s)));

  const apply = (next: Set<string>) => {
    if (![...next].some((s) => all.includes(s))) {
      notifyError(MEDIUM_REQUIRED);
      return;
    }
    onChange(all.every((s) => next.has(s)) ? null : all.filter((s) => next.has(s)));
  };
  const toggleSites = (sites: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const s of sites) if (on) next.add(s);
    else next.delete(s);
    apply(next);
  };

  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <FilterMenuButton label="Medium" value={label} disabled={all.length === 0} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs" maxHeight="sm" overflowY="auto">
            <Popover.Body p="3">
              <Stack gap="3">
                <Button size="xs" variant="outline" alignSelf="flex-start" disabled={value === null} onClick={() => onChange(null)}>
                  Select all
                </Button>
                {mediums.map((m) => {
                  const count = m.sites.filter((s) => chosen.has(s)).length;
                  return (
                    <Box key={m.medium}>
                      <Checkbox.Root
                        size="sm"
                        checked={count === 0 ? false : count === m.sites.length ? true : 'indeterminate'}
                        disabled={m.sites.length === 0}
                        onCheckedChange={() => toggleSites(m.sites, count < m.sites.length)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="semibold">{m.medium}</Checkbox.Label>
                      </Checkbox.Root>
                      {m.sites.length === 0 ? (
                        <Text fontSize="xs" color="fg.muted" ps="6">
                          No sites yet
                        </Text>
                      ) : (
                        <Stack gap="1" ps="6" pt="1">
                          {m.sites.map((site) => (
                            <Checkbox.Root key={site} size="sm" checked={chosen.has(site)} onCheckedChange={(e) => toggleSites([site], e.checked === true)}>
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label fontWeight="normal">{site}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </Stack>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
