import { Box, Button, Checkbox, HStack, Popover, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { MediumName } from 'shared/contract';
import { SITE_REQUIRED, allMediaChecked, anySiteChecked, catalogueSites, mediumChecked, mediumPartlyChecked, setHidden } from 'shared/rules';
import { notifyError } from 'shared/ui';

export interface SiteFilterSettings {
  medsites: { medium: MediumName; sites: string[] }[];
  hidden: string[];
  onSave(hiddenSites: string[]): Promise<void>;
}

type CheckState = boolean | 'indeterminate';

function SiteCheckbox({ label, checked, bold, onChange }: { label: string; checked: CheckState; bold?: boolean; onChange(on: boolean): void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight={bold ? 'semibold' : 'normal'}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The top threads' site filter (spec doc 3 §2 "Hide dialogs", §4, §5): hidden sites are the unchecked ones, held in a
 * local list until 'Save changes'. With no site checked the error shows but the save still goes ahead.
 */
export function SiteFilter({ medsites, hidden, onSave }: SiteFilterSettings) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(hidden);
  const [saving, setSaving] = useState(false);

  const openChange = (next: boolean) => {
    if (saving) return;
    if (next) setDraft(hidden);
    setOpen(next);
  };

  const toggle = (sites: readonly string[], on: boolean) => setDraft((d) => setHidden(d, sites, !on));

  const save = async () => {
    if (!anySiteChecked(medsites, draft)) notifyError(SITE_REQUIRED);
    setSaving(true);
    try {
      await onSave(draft);
      setOpen(false);
    } catch (error) {
      // The spec has the site filter only log a failed save; the popover stays open to try again.
      console.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(e) => openChange(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          Filter sites
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body p="3" maxHeight="sm" overflowY="auto">
              <Stack gap="3" role="group" aria-label="Sites shown in top threads">
                <SiteCheckbox
                  label="All medium"
                  bold
                  checked={allMediaChecked(medsites, draft) ? true : anySiteChecked(medsites, draft) ? 'indeterminate' : false}
                  onChange={(on) => toggle(catalogueSites(medsites), on)}
                />
                {medsites.map((m) => (
                  <Box key={m.medium}>
                    <SiteCheckbox
                      label={m.medium}
                      bold
                      checked={mediumChecked(m.sites, draft) ? true : mediumPartlyChecked(m.sites, draft) ? 'indeterminate' : false}
                      onChange={(on) => toggle(m.sites, on)}
                    />
                    <Stack gap="1" ps="6" pt="1">
                      {m.sites.map((site) => (
                        <SiteCheckbox key={site} label={site} checked={!draft.includes(site)} onChange={(on) => toggle([site], on)} />
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </Popover.Body>
            <Popover.Footer justifyContent="flex-end" gap="2" borderTopWidth="1px" pt="3">
              <HStack gap="2">
                <Button size="sm" variant="outline" disabled={saving} onClick={() => openChange(false)}>
                  Cancel
                </Button>
                <Button size="sm" colorPalette="brand" loading={saving} onClick={() => void save()}>
                  Save changes
                </Button>
              </HStack>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
