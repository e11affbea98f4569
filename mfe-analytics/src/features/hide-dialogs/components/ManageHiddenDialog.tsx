import { Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Table, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { matchesHideSearch, setHidden, splitHideRows, type HideRow } from 'shared/rules';
import { EmptyState, notifyError } from 'shared/ui';
import { HIDE_TEXTS, type HideKind } from '../hide-texts';

export interface ManageHiddenDialogProps {
  kind: HideKind;
  open: boolean;
  shown: HideRow[];
  hidden: HideRow[];
  /** Saves the hidden list; a rejection carries the message to show. */
  onSave(hidden: string[]): Promise<void>;
  onClose(): void;
}

type Tab = 'shown' | 'hidden';

/**
 * The keyword and topic managers (spec doc 3 §2 "Hide dialogs"): Hide / Unhide move rows between the tabs in a local
 * list, 'Save changes' saves it and Cancel discards it.
 */
export function ManageHiddenDialog({ open, onClose, ...rest }: ManageHiddenDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ManageHiddenContent onClose={onClose} {...rest} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Mounted only while open, so every opening starts from the saved lists. */
function ManageHiddenContent({ kind, shown, hidden, onSave, onClose }: Omit<ManageHiddenDialogProps, 'open'>) {
  const texts = HIDE_TEXTS[kind];
  const [draft, setDraft] = useState<string[]>(() => hidden.map((r) => r.word));
  const [tab, setTab] = useState<Tab>('shown');
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  const split = splitHideRows([...shown, ...hidden], draft);
  const tabRows = split[tab];
  const rows = tabRows.filter((r) => matchesHideSearch(r.word, search));

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (tabRows.length === 0) body = <EmptyState title={`You don't have any ${tab === 'hidden' ? 'hidden' : 'unhidden'} ${texts.noun}`} />;
  else if (rows.length === 0) body = <EmptyState title={`No ${texts.noun} match "${search.trim()}"`} />;
  else {
    body = (
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{texts.column}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Occurrence</Table.ColumnHeader>
            <Table.ColumnHeader width="24" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.word} data-testid="hide-row">
              <Table.Cell>{row.word}</Table.Cell>
              <Table.Cell textAlign="end">{row.count.toLocaleString('en-US')}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`${tab === 'shown' ? 'Hide' : 'Unhide'} ${row.word}`}
                  disabled={saving}
                  onClick={() => setDraft((d) => setHidden(d, [row.word], tab === 'shown'))}
                >
                  {tab === 'shown' ? 'Hide' : 'Unhide'}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{texts.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <HStack justifyContent="space-between" alignItems="flex-end" flexWrap="wrap" gap="3">
            <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" colorPalette="brand">
              <Tabs.List>
                <Tabs.Trigger value="shown">Shown {texts.noun}</Tabs.Trigger>
                <Tabs.Trigger value="hidden">Hidden {texts.noun}</Tabs.Trigger>
              </Tabs.List>
            </Tabs.Root>
            <Input
              type="search"
              size="sm"
              maxWidth="xs"
              placeholder={`Search ${texts.noun}`}
              aria-label={`Search ${texts.noun}`}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </HStack>
          {body}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" pt="4" gap="3">
        <Button variant="outline" disabled={saving} onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="brand" loading={saving} onClick={() => void save()}>
          Save changes
        </Button>
      </Dialog.Footer>
    </>
  );
}
