import { Box, Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { countOf } from 'shared/rules';
import { EmptyState, ErrorNotice, Loader, notifyError, notifySuccess } from 'shared/ui';
import { restorePosts, type IrrelevantTab } from '../api/irrelevant-posts';
import { useIrrelevantPosts, type IrrelevantPostsState } from '../hooks/use-irrelevant-posts';
import { matchesPostSearch } from '../post-search';
import { IrrelevantPostsTable } from './IrrelevantPostsTable';

export interface IrrelevantPostsModalProps {
  taskId: number;
  /** Whether the user may change the feed; restoring is a change. */
  writable: boolean;
  open: boolean;
  onClose: () => void;
  /** The posts brought back, so the post list can show them again. */
  onRestored: (liveSids: string[]) => void;
}

const TABS: { value: IrrelevantTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'manual', label: 'Removed Manually' },
  { value: 'auto', label: 'Removed automatically' },
];

const RESTORE_ERROR = 'Failed to restore posts';
const READ_ONLY_REASON = 'This feed is read-only for you: posts cannot be restored.';

/** 'Manage Irrelevant Posts' (spec doc 2 §2): the feed's removed posts by tab, searchable, restorable. */
export function IrrelevantPostsModal({ open, onClose, ...rest }: IrrelevantPostsModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxWidth="1080px" width="100%">
            <IrrelevantPostsContent onClose={onClose} {...rest} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close irrelevant posts" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Mounted only while the modal is open, so each opening starts on the All tab with a fresh list. */
function IrrelevantPostsContent({ taskId, writable, onClose, onRestored }: Omit<IrrelevantPostsModalProps, 'open'>) {
  const [tab, setTab] = useState<IrrelevantTab>('all');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [restoring, setRestoring] = useState(false);
  const { state, retry, drop } = useIrrelevantPosts(taskId, tab);

  const shown = useMemo(() => (state.status === 'loaded' ? state.posts.filter((p) => matchesPostSearch(p, search)) : []), [state, search]);
  // Only rows in sight are restored: a row hidden by the search is not acted on unseen.
  const chosen = shown.filter((p) => selected.has(p.live_sid)).map((p) => p.live_sid);

  const changeTab = (next: IrrelevantTab) => {
    setTab(next);
    setSelected(new Set());
  };

  const toggle = (liveSid: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(liveSid);
      else next.delete(liveSid);
      return next;
    });

  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(shown.map((p) => p.live_sid)) : new Set());

  const restore = async () => {
    setRestoring(true);
    try {
      const restored = await restorePosts(taskId, chosen);
      drop(restored);
      setSelected(new Set());
      notifySuccess(`${countOf(restored.length, 'post')} restored`);
      onRestored(restored);
    } catch (error) {
      notifyError(RESTORE_ERROR, error instanceof Error ? error.message : undefined);
    } finally {
      setRestoring(false);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Manage Irrelevant Posts</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <HStack justifyContent="space-between" alignItems="flex-end" flexWrap="wrap" gap="3">
            <Tabs.Root value={tab} onValueChange={(e) => changeTab(e.value as IrrelevantTab)} variant="line" colorPalette="brand">
              <Tabs.List>
                {TABS.map((t) => (
                  <Tabs.Trigger key={t.value} value={t.value} disabled={restoring}>
                    {t.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </Tabs.Root>
            <Input
              type="search"
              size="sm"
              maxWidth="xs"
              placeholder="Search posts"
              aria-label="Search posts"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </HStack>
          <IrrelevantPostsBody state={state} shownCount={shown.length} search={search} onRetry={retry}>
            <IrrelevantPostsTable posts={shown} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
          </IrrelevantPostsBody>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" borderTopWidth="1px" pt="4" gap="3">
        <Text fontSize="sm" color={writable ? 'fg.muted' : 'fg.error'}>
          {writable ? (chosen.length ? `${countOf(chosen.length, 'post')} selected` : '') : READ_ONLY_REASON}
        </Text>
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="brand" disabled={!writable || chosen.length === 0} loading={restoring} onClick={() => void restore()}>
            Restore selected posts
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}

/** The loading, error and empty states around the table. */
function IrrelevantPostsBody({
  state,
  shownCount,
  search,
  onRetry,
  children,
}: {
  state: IrrelevantPostsState;
  shownCount: number;
  search: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <Box py="10" textAlign="center">
        <Loader label="Loading irrelevant posts" />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <Stack gap="3" alignItems="flex-start">
        <ErrorNotice title="Failed to fetch irrelevant posts" message={state.message} />
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (state.posts.length === 0) return <EmptyState title="No irrelevant posts" description="Posts marked as irrelevant in this feed show here." />;
  if (shownCount === 0) return <EmptyState title={`No posts match "${search.trim()}"`} />;
  return <>{children}</>;
}
