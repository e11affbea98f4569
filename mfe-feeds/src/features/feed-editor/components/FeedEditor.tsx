import { Box, Button, CloseButton, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type JSX } from 'react';
import { ApiError } from 'shared/client';
import { api, type FeedDetail, type FeedType, type TaskSettings } from 'shared/contract';
import { countIncludeKeywords } from 'shared/query';
import {
  EDIT_KEYWORDS_EMPTY,
  cleanServerError,
  createdMessage,
  creationError,
  dateError,
  feedTypeRemaining,
  hasFeedKeywords,
  longRangeWarning,
  modificationsRemaining,
  settingsComplete,
  stepComplete,
  type EditorStep,
} from 'shared/rules';
import { apiClient, appStore, loadAccessList, sessionAtom } from 'shared/session';
import { ConfirmDialog, ErrorNotice, Loader, MessageDialog, UpgradeNotice, notifyError, useAccessList, type UpgradeKind } from 'shared/ui';
import { EMPTY_DETAIL, STEPS, detailFromSettings, sameDetail, stepIndex } from '../editor-detail';
import { useReferenceLists } from '../hooks/use-reference-lists';
import { opensInAdvanced } from '../query-mode';
import { recordSave, saveThrottled } from '../save-throttle';
import { KeywordsStep } from './KeywordsStep';
import { NameStep } from './NameStep';
import { SettingsStep } from './SettingsStep';
import { SourcesStep } from './SourcesStep';
import { StepBreadcrumb } from './StepBreadcrumb';
import { TypeStep } from './TypeStep';

export interface FeedEditorProps {
  open: boolean;
  mode: 'create' | 'edit';
  /** The feed to edit (edit mode). */
  taskId?: number;
  onClose(): void;
  /** After a successful save (edit). */
  onSaved?(task: TaskSettings): void;
  /** After a successful create. */
  onCreated?(task: TaskSettings): void;
}

type Notice =
  | { kind: 'exit' }
  | { kind: 'saveFailed' }
  | { kind: 'saved' }
  | { kind: 'tooFrequent' }
  | { kind: 'created'; name: string; warning: string | null }
  | { kind: 'upgrade'; upgrade: UpgradeKind; limit: number | null };

type Loading = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** The feed editor wizard (spec doc 1 §2.6, §2.7). Its state starts afresh each time it opens. */
export function FeedEditor(props: FeedEditorProps): JSX.Element {
  return props.open ? <EditorDialog {...props} /> : <></>;
}

function EditorDialog({ mode, taskId, onClose, onSaved, onCreated }: FeedEditorProps) {
  const session = useAtomValue(sessionAtom, { store: appStore });
  const access = useAccessList();
  const lists = useReferenceLists();

  const [detail, setDetail] = useState<FeedDetail>(EMPTY_DETAIL);
  // What quitting compares against: the stored feed, or the empty form of a new one.
  const [baseline, setBaseline] = useState<FeedDetail>(EMPTY_DETAIL);
  const [task, setTask] = useState<TaskSettings | null>(null);
  const [loading, setLoading] = useState<Loading>(mode === 'edit' ? { status: 'loading' } : { status: 'ready' });
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<EditorStep>(mode === 'edit' ? 'keywords' : 'type');
  const [advancedMode, setAdvancedMode] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (mode !== 'edit' || taskId === undefined) return;
    const controller = new AbortController();
    setLoading({ status: 'loading' });
    apiClient
      .call(api.tasks.info, { params: { id: taskId } }, { signal: controller.signal })
      .then((reply) => {
        const stored = detailFromSettings(reply.data);
        setTask(reply.data);
        setDetail(stored);
        setBaseline(stored);
        setAdvancedMode(opensInAdvanced(stored.keywords));
        setLoading({ status: 'ready' });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setLoading({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [mode, taskId, attempt]);

  // Moving between steps puts the keyboard focus at the top of the new step.
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) stepRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const update = (patch: Partial<FeedDetail>) => setDetail((d) => ({ ...d, ...patch }));
  const changed = !sameDetail(detail, baseline);
  const requestClose = () => (changed ? setNotice({ kind: 'exit' }) : onClose());

  const counts = {
    live: access.entries.filter((e) => e.task_type === 0).length,
    adhoc: access.entries.filter((e) => e.task_type === 1).length,
  };
  const limits = { live: session?.liveFeedLimit ?? null, adhoc: session?.adhocFeedLimit ?? null };
  const remaining = { 0: feedTypeRemaining(0, counts, limits), 1: feedTypeRemaining(1, counts, limits) };
  const feedLimitNotice = (type: FeedType): Notice => ({ kind: 'upgrade', upgrade: 'feedLimit', limit: type === 0 ? limits.live : limits.adhoc });

  const chooseType = (type: FeedType) => {
    if (remaining[type] === 0) {
      setNotice(feedLimitNotice(type));
      return;
    }
    // Ad-hoc feeds update on request only; live feeds have no end date.
    update(type === 1 ? { type, frequency: 3 } : { type, unix_end: 0 });
    setStep('name');
  };

  const modsLeft = mode === 'edit' ? (task ? modificationsRemaining(task.mod) : 0) : (session?.queryModificationPerMonthPerTask ?? null);
  const now = Date.now();
  const planEarliest = session?.dateFromUnixTime ?? null;

  const create = async () => {
    const problem = creationError(detail, countIncludeKeywords) ?? dateError(detail, { now: Date.now(), planEarliest });
    if (problem) {
      notifyError(problem);
      return;
    }
    setBusy(true);
    try {
      const reply = await apiClient.call(api.tasks.create, { body: detail });
      setBaseline(detail);
      setNotice({ kind: 'created', name: reply.data.task_name, warning: longRangeWarning(detail) });
      onCreated?.(reply.data);
      void loadAccessList();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'feed_limit') setNotice(feedLimitNotice(detail.type ?? 0));
      else notifyError(cleanServerError((error as Error).message));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!task) return;
    if (!hasFeedKeywords(detail.keywords)) {
      notifyError(EDIT_KEYWORDS_EMPTY);
      return;
    }
    if (modificationsRemaining(task.mod) === 0) {
      setNotice({ kind: 'upgrade', upgrade: 'modificationLimit', limit: task.mod.limit });
      return;
    }
    if (saveThrottled(task.task_id, Date.now())) {
      setNotice({ kind: 'tooFrequent' });
      return;
    }
    setBusy(true);
    try {
      const reply = await apiClient.call(api.tasks.save, { params: { id: task.task_id }, body: { ...detail, taskId: task.task_id } });
      recordSave(task.task_id, Date.now());
      const stored = detailFromSettings(reply.data);
      setTask(reply.data);
      setDetail(stored);
      setBaseline(stored);
      setNotice({ kind: 'saved' });
      onSaved?.(reply.data);
      void loadAccessList();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'too_frequent') setNotice({ kind: 'tooFrequent' });
      else if (code === 'modification_limit') setNotice({ kind: 'upgrade', upgrade: 'modificationLimit', limit: task.mod.limit });
      // A refused edit (a date, a keyword, a limit) says what to fix; 'Try again' would fail the same way.
      else if (code === 'invalid_request' || code === 'limit_reached') notifyError(cleanServerError((error as ApiError).message));
      else setNotice({ kind: 'saveFailed' });
    } finally {
      setBusy(false);
    }
  };

  const index = stepIndex(step);
  // Editing opens at the keywords step with every step already complete, so saving is offered on every step;
  // creating walks the steps in order and ends with Create.
  const submits = mode === 'edit' || step === 'settings';
  const mainLabel = !submits ? 'Next' : mode === 'create' ? 'Create' : 'Save and update';
  // Empty keywords do not disable saving an edit: the save says 'Keywords cannot be empty.' instead (spec §5).
  const readyToSubmit =
    STEPS.every(({ step: s }) => (mode === 'edit' && s === 'keywords') || stepComplete(s, detail)) &&
    settingsComplete(detail) &&
    dateError(detail, { now, planEarliest }) === null;
  const mainEnabled = !submits ? stepComplete(step, detail) : readyToSubmit && (mode === 'create' || (changed && modsLeft !== 0));
  const onMain = () => {
    if (!submits) setStep(STEPS[index + 1]!.step);
    else void (mode === 'create' ? create() : save());
  };

  return (
    <>
      <Dialog.Root
        open
        onOpenChange={(e) => !e.open && requestClose()}
        closeOnInteractOutside={false}
        // Escape inside a keyword being edited cancels that edit, not the whole editor.
        onEscapeKeyDown={(e) => {
          if (e.target instanceof Element && e.target.closest('[data-keyword-input]')) e.preventDefault();
        }}
        size="xl"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="3">
                <Dialog.Title>{mode === 'create' ? 'Create New Feed' : 'Edit Feed'}</Dialog.Title>
                {loading.status === 'ready' ? <StepBreadcrumb current={step} detail={detail} onSelect={setStep} /> : null}
              </Dialog.Header>
              <Dialog.Body>
                {loading.status === 'loading' ? <Loader label="Loading feed settings" /> : null}
                {loading.status === 'error' ? (
                  <Stack gap="3" alignItems="flex-start">
                    <ErrorNotice title="The feed settings could not be loaded" message={loading.message} />
                    <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
                      Try again
                    </Button>
                  </Stack>
                ) : null}
                {loading.status === 'ready' ? (
                  <Box ref={stepRef} tabIndex={-1} outline="none" aria-label={STEPS[index]!.label} role="group">
                    {step === 'type' ? (
                      <TypeStep
                        displayName={session?.display_name ?? ''}
                        value={detail.type}
                        locked={mode === 'edit'}
                        remaining={remaining}
                        onChoose={chooseType}
                        onUpgrade={() => setNotice({ kind: 'upgrade', upgrade: 'general', limit: null })}
                      />
                    ) : null}
                    {step === 'name' ? <NameStep name={detail.name} industryId={detail.indus_id} industries={lists.industries} onChange={update} /> : null}
                    {step === 'keywords' ? (
                      <KeywordsStep
                        keywords={detail.keywords}
                        type={detail.type}
                        planLimit={session?.keywordPerTask ?? null}
                        advancedMode={advancedMode}
                        onAdvancedModeChange={setAdvancedMode}
                        onChange={(keywords) => update({ keywords })}
                      />
                    ) : null}
                    {step === 'sources' ? (
                      <SourcesStep mediums={detail.mediums} available={lists.mediums} sites={lists.sites} onChange={(mediums) => update({ mediums })} />
                    ) : null}
                    {step === 'settings' ? <SettingsStep detail={detail} langs={lists.langs} now={now} planEarliest={planEarliest} onChange={update} /> : null}
                  </Box>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer justifyContent="space-between" borderTopWidth="1px" pt="4">
                <HStack gap="3" fontSize="sm" color="fg.muted">
                  {step !== 'type' && step !== 'name' && loading.status === 'ready' ? (
                    <>
                      <Text>Monthly changes remaining: {modsLeft ?? '∞'}</Text>
                      {mode === 'edit' && modsLeft === 0 ? (
                        <Link
                          as="button"
                          color="brand.fg"
                          onClick={() => setNotice({ kind: 'upgrade', upgrade: 'modificationLimit', limit: task?.mod.limit ?? null })}
                        >
                          Get more changes
                        </Link>
                      ) : null}
                    </>
                  ) : null}
                </HStack>
                <HStack gap="2">
                  {index > 0 && loading.status === 'ready' ? (
                    <Button variant="ghost" onClick={() => setStep(STEPS[index - 1]!.step)}>
                      Back
                    </Button>
                  ) : null}
                  <Button colorPalette="brand" disabled={!mainEnabled || busy || loading.status !== 'ready'} loading={busy} onClick={onMain}>
                    {mainLabel}
                  </Button>
                </HStack>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the feed editor" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <EditorNotice
        notice={notice}
        onDismiss={() => setNotice(null)}
        onExit={onClose}
        onRetry={() => {
          setNotice(null);
          void save();
        }}
      />
    </>
  );
}

interface EditorNoticeProps {
  notice: Notice | null;
  onDismiss(): void;
  /** Leaves the editor. */
  onExit(): void;
  onRetry(): void;
}

function EditorNotice({ notice, onDismiss, onExit, onRetry }: EditorNoticeProps) {
  if (!notice) return null;
  switch (notice.kind) {
    case 'exit':
      return (
        <ConfirmDialog
          title="Are you sure you want to exit?"
          text="Your feed settings will not be saved."
          cancelLabel="Resume"
          confirmLabel="Exit anyway"
          tone="danger"
          onCancel={onDismiss}
          onConfirm={onExit}
        />
      );
    case 'saveFailed':
      return (
        <ConfirmDialog
          title="Oh snap! Something went wrong"
          text="Your changes cannot be saved, please try again later"
          cancelLabel="Cancel"
          confirmLabel="Try again"
          onCancel={onDismiss}
          onConfirm={onRetry}
        />
      );
    case 'saved':
      return <MessageDialog title="Your changes have been saved" text="Changes will take effect for all incoming posts" onClose={onExit} />;
    case 'tooFrequent':
      return <MessageDialog title="Preparing the previous request" text="Please update after 60 seconds" onClose={onDismiss} />;
    case 'created':
      return (
        <MessageDialog title="Feed created" text={createdMessage(notice.name)} onClose={onExit}>
          {notice.warning ? (
            <Text color="orange.fg" fontSize="sm" role="note">
              {notice.warning}
            </Text>
          ) : null}
        </MessageDialog>
      );
    case 'upgrade':
      return <UpgradeNotice open kind={notice.upgrade} limit={notice.limit} onClose={onDismiss} />;
  }
}
