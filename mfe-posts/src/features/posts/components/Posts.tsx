import { Button, Flex, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MEDIUMS, api, type AccessEntry, type MediumSites } from 'shared/contract';
import { findAccess, appStore, loadAccessList, sessionAtom } from 'shared/session';
import { EmptyState, ErrorNotice, Loader, NoAccess, useAccessList, useApiData } from 'shared/ui';
import { ExportOptionsModal, exportSelectedPosts } from '../../export';
import { IrrelevantPostsModal } from '../../irrelevant';
import { highlightTerms } from '../highlight-terms';
import { useFeedSettings } from '../hooks/use-feed-settings';
import { SEARCH_FAILED, usePostSearch } from '../hooks/use-post-search';
import { useSelection } from '../hooks/use-selection';
import { useThread } from '../hooks/use-thread';
import { periodOf, searchBody } from '../search-body';
import { PARAM, applyChange, clearFilters, isFiltered, readView, type ViewChange } from '../url-state';
import { FilterBar } from './FilterBar';
import { useKeywordEditor } from './KeywordEditor';
import { PostItem } from './PostItem';
import { PostsEmpty } from './PostsEmpty';
import { PostsPager } from './PostsPager';
import { ResultsHeader } from './ResultsHeader';
import { ThreadViewer } from './ThreadViewer';

/** The Posts screen of a feed (spec doc 2 §2), for feeds in the user's access list. */
export function Posts() {
  const { taskId } = useParams();
  const access = useAccessList();
  const id = taskId && /^\d+$/.test(taskId) ? Number(taskId) : null;
  const feed = id === null ? null : findAccess(access.entries, id);
  if (id === null) return <NoAccess />;
  if (!feed && (access.status === 'idle' || access.status === 'loading')) return <Loader label="Loading feed" />;
  if (!feed && access.status === 'error') return <ErrorNotice message={access.error ?? 'Failed to fetch access'} />;
  if (!feed) return <NoAccess />;
  return <PostsScreen key={feed.task_id} feed={feed} />;
}

function PostsScreen({ feed }: { feed: AccessEntry }) {
  const taskId = feed.task_id;
  const session = useAtomValue(sessionAtom, { store: appStore });
  const { state: settings, reload: reloadSettings } = useFeedSettings(taskId);
  const medsites = useApiData(api.misc.medsites);
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const change = (c: ViewChange) => setParams((prev) => applyChange(prev, c));

  // The sub-header's search box sets only ?search=; a new search starts again at page 1 (spec doc 2 §4). When the
  // page changed with it (back, a shared link) the URL is a whole view and is kept.
  const previous = useRef({ search: view.search, page: params.get(PARAM.page) });
  useEffect(() => {
    const page = params.get(PARAM.page);
    const before = previous.current;
    previous.current = { search: view.search, page };
    if (before.search !== view.search && before.page === page && page !== null) {
      setParams((prev) => applyChange(prev, {}), { replace: true });
    }
  }, [view.search, params, setParams]);

  const loaded = settings.status === 'loaded' ? settings.settings : null;
  const [reloads, setReloads] = useState(0);
  const key = loaded ? JSON.stringify([view, loaded.list_medium, loaded.adhoc_from, loaded.adhoc_to, loaded.task_type, reloads]) : null;
  const list = usePostSearch(key, () => (loaded ? searchBody(taskId, view, loaded, Date.now()) : null));

  const selection = useSelection();
  const thread = useThread(taskId);
  const [highlight, setHighlight] = useState(false);
  const [managingIrrelevant, setManagingIrrelevant] = useState(false);
  const [exportingByOptions, setExportingByOptions] = useState(false);
  const keywords = useKeywordEditor(taskId, () => {
    reloadSettings();
    setReloads((n) => n + 1);
    void loadAccessList();
  });

  const terms = useMemo(() => (highlight ? highlightTerms(loaded?.query_string ?? '', view.search) : []), [highlight, loaded?.query_string, view.search]);

  const mediums: MediumSites[] = useMemo(() => {
    const wanted = loaded?.list_medium ?? MEDIUMS;
    const sites = medsites.status === 'loaded' ? medsites.data : [];
    return wanted.map((medium) => ({ medium, sites: sites.find((m) => m.medium === medium)?.sites ?? [] }));
  }, [loaded?.list_medium, medsites]);

  if (settings.status === 'loading') return <Loader label="Loading posts" />;
  if (settings.status === 'error') {
    return (
      <Stack gap="3" alignItems="flex-start">
        <ErrorNotice title={SEARCH_FAILED} message={settings.message} />
        <Button size="sm" variant="outline" onClick={reloadSettings}>
          Try again
        </Button>
      </Stack>
    );
  }

  const settingsNow = settings.settings;
  const now = Date.now();
  const state = list.state;
  const total = state.status === 'loaded' ? state.total : null;

  return (
    <Stack gap="4">
      <FilterBar
        view={view}
        onChange={change}
        feedType={settingsNow.task_type}
        mediums={mediums}
        range={periodOf(view, settingsNow, now)}
        feedStart={settingsNow.adhoc_from}
        feedEnd={settingsNow.adhoc_to}
        now={now}
        selecting={selection.active}
        selectedCount={selection.count}
        onSelecting={(on) => (on ? selection.start() : selection.cancel())}
        exportAllowed={(session?.exportPerMonthPerTaskQuota ?? 0) > 0}
        onExportSelected={() => exportSelectedPosts(feed.task_name, selection.posts)}
        onExportByOptions={() => setExportingByOptions(true)}
        onManageIrrelevant={() => setManagingIrrelevant(true)}
        highlight={highlight}
        onHighlight={setHighlight}
      />
      <ResultsHeader total={total} sentiments={view.sentiments} onSentimentsChange={(sentiments) => change({ sentiments })} />

      {state.status === 'loading' ? (
        <Flex justifyContent="center" py="16">
          <Loader label="Loading posts" />
        </Flex>
      ) : null}
      {state.status === 'error' ? (
        <Stack gap="3" alignItems="flex-start">
          <ErrorNotice title={SEARCH_FAILED} message={state.message} />
          <Button size="sm" variant="outline" onClick={list.reload}>
            Try again
          </Button>
        </Stack>
      ) : null}
      {state.status === 'loaded' && state.posts.length === 0 && view.page > 1 && state.total > 0 ? (
        <EmptyState
          title="This page has no posts"
          action={
            <Button size="sm" variant="outline" onClick={() => change({})}>
              Go to page 1
            </Button>
          }
        />
      ) : null}
      {state.status === 'loaded' && state.total === 0 ? (
        <PostsEmpty
          filtered={isFiltered(view)}
          canRefine={feed.writable}
          refining={keywords.loading}
          onClearFilters={() => setParams((prev) => clearFilters(prev))}
          onRefine={keywords.openEditor}
        />
      ) : null}
      {state.status === 'loaded' && state.posts.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Posts">
          {state.posts.map((post) => (
            <li key={post.live_sid}>
              <PostItem
                taskId={taskId}
                post={post}
                terms={terms}
                writable={feed.writable}
                selected={selection.has(post.live_sid)}
                onToggleSelect={(p) => (selection.has(p.live_sid) ? selection.remove(p.live_sid) : selection.add(p))}
                onOpenThread={(p) => void thread.open(p)}
                onChange={list.updatePost}
                onRemoved={(liveSid) => {
                  list.removePost(liveSid);
                  selection.remove(liveSid);
                }}
              />
            </li>
          ))}
        </Stack>
      ) : null}
      {state.status === 'loaded' && state.total > 0 ? (
        <PostsPager page={view.page} size={view.size} total={state.total} onPage={(page) => change({ page })} onSize={(size) => change({ size })} />
      ) : null}

      <ThreadViewer state={thread.state} terms={terms} onClose={thread.close} />
      <IrrelevantPostsModal
        taskId={taskId}
        writable={feed.writable}
        open={managingIrrelevant}
        onClose={() => setManagingIrrelevant(false)}
        onRestored={() => list.reload()}
      />
      <ExportOptionsModal
        feed={{ task_id: taskId, task_name: feed.task_name, task_type: feed.task_type }}
        open={exportingByOptions}
        onClose={() => setExportingByOptions(false)}
      />
      {keywords.editor}
    </Stack>
  );
}
