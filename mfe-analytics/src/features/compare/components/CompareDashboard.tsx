import { Box, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { AccessEntry } from 'shared/contract';
import type { Interval, IntervalStep, TimeWindow } from 'shared/rules';
import { FeedSelect, Logo } from 'shared/ui';
import { CountTimeline, FEED_COLORS, SentimentOverview, SentimentTimeline, StatCards, type FeedSeries } from '../../charts';
import { TopAuthors, TopSites, TopThreads } from '../../lists';
import { KeywordCloud } from '../../overview';
import {
  AUTHORS_READY_DELAY_MS,
  authorRequest,
  chartPointRequest,
  sentimentRequest,
  threadRequest,
  topicRequest,
  useDelayedFlag,
  useHideSettings,
  useOverviewData,
  type OverviewData,
  type OverviewDataState,
} from '../../overview-data';
import { ExportPdfButton, PDF_HIDE_ATTRIBUTE, usePdfExport } from '../../pdf-export';
import { PostDetailsModal, type PostDetailsRequest } from '../../post-details';
import { compareRangeText } from '../compare-range';

interface CompareDashboardProps {
  main: AccessEntry;
  other: AccessEntry;
  /** The ad-hoc feeds the other one can be switched to. */
  candidates: AccessEntry[];
  onOtherChange(taskId: number): void;
  /** The main feed's period, read for both feeds. */
  window: TimeWindow;
  step: IntervalStep;
  interval: Interval;
  onIntervalChange(interval: Interval): void;
}

interface Side {
  feed: AccessEntry;
  color: string;
  state: OverviewDataState;
}

/** One card per side, main feed left, each under its feed's name in its colour. */
function SidePair({ sides, children }: { sides: Side[]; children(side: Side): ReactNode }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="5" alignItems="start">
      {sides.map((side) => (
        <Stack key={side.feed.task_id} gap="2" data-testid={`side-${side.feed.task_id}`}>
          <Text fontWeight="semibold" style={{ color: side.color }}>
            {side.feed.task_name}
          </Text>
          {children(side)}
        </Stack>
      ))}
    </Grid>
  );
}

/** Hidden keywords are kept per feed, so each side's word cloud has its own manager (spec doc 3 §2 "Compare view"). */
function SideWordCloud({ side, window, onOpen }: { side: Side; window: TimeWindow; onOpen(request: PostDetailsRequest): void }) {
  const { save } = useHideSettings(side.feed.task_id);
  return (
    <KeywordCloud
      data={side.state.data.wordCloud}
      onWordClick={(word) => onOpen(topicRequest(side.feed.task_id, word, window))}
      onSave={async (hidden) => {
        await save('keywords', hidden);
        side.state.reload('wordCloud');
      }}
    />
  );
}

/**
 * The compare view's cards (spec doc 3 §2): both feeds over the main feed's period, teal and yellow. The header with
 * logo, names and period is part of the PDF; the export button is not.
 */
export function CompareDashboard({ main, other, candidates, onOtherChange, window, step, interval, onIntervalChange }: CompareDashboardProps) {
  const mainState = useOverviewData({ taskId: main.task_id, window, preset: null, interval }, { live: false });
  const otherState = useOverviewData({ taskId: other.task_id, window, preset: null, interval }, { live: false });
  const sides: Side[] = [
    { feed: main, color: FEED_COLORS.main, state: mainState },
    { feed: other, color: FEED_COLORS.compared, state: otherState },
  ];
  const pdf = usePdfExport<HTMLDivElement>();
  const authorsReady = useDelayedFlag(sides.every((s) => s.state.data.authors !== null), AUTHORS_READY_DELAY_MS);
  const [request, setRequest] = useState<PostDetailsRequest | null>(null);

  const series = <T,>(pick: (data: OverviewData) => T | null): FeedSeries<T>[] =>
    sides.map((s) => ({ taskId: s.feed.task_id, name: s.feed.task_name, color: s.color, data: pick(s.state.data) }));

  return (
    <>
      <Stack gap="5" ref={pdf.ref} bg="bg">
        <HStack gap="4" wrap="wrap" justifyContent="space-between">
          <HStack gap="3" wrap="wrap">
            <Logo />
            <Heading as="h2" size="md" style={{ color: FEED_COLORS.main }}>
              {main.task_name}
            </Heading>
            <Text color="fg.muted">vs</Text>
            {pdf.capturing ? (
              <Heading as="h2" size="md" style={{ color: FEED_COLORS.compared }}>
                {other.task_name}
              </Heading>
            ) : (
              <FeedSelect label="Feed to compare with" feeds={candidates} value={other.task_id} borderColor="yellow.400" onSelect={onOtherChange} />
            )}
          </HStack>
          <HStack gap="3">
            <Text fontSize="sm" color="fg.muted" data-testid="compare-range">
              {compareRangeText(window)}
            </Text>
            <Box {...{ [PDF_HIDE_ATTRIBUTE]: '' }}>
              <ExportPdfButton ready={authorsReady} busy={pdf.capturing} onClick={() => void pdf.run(`${main.task_name} vs ${other.task_name}.pdf`)} />
            </Box>
          </HStack>
        </HStack>
        <StatCards series={series((d) => d.stats)} />
        <CountTimeline
          series={series((d) => d.timeline)}
          interval={interval}
          step={step}
          onIntervalChange={onIntervalChange}
          onPointClick={(taskId, start, view) => setRequest(chartPointRequest(taskId, start, view, interval, window))}
        />
        <SidePair sides={sides}>
          {(side) => <TopAuthors data={side.state.data.authors} onAuthorClick={(author) => setRequest(authorRequest(side.feed.task_id, author, window))} />}
        </SidePair>
        <SidePair sides={sides}>
          {(side) => (
            <TopThreads
              engagement={side.state.data.engagement}
              growth={side.state.data.growth}
              mode="adhoc"
              onThreadClick={(thread) => setRequest(threadRequest(side.feed.task_id, thread))}
            />
          )}
        </SidePair>
        <SidePair sides={sides}>{(side) => <TopSites data={side.state.data.sites} />}</SidePair>
        <SidePair sides={sides}>{(side) => <SideWordCloud side={side} window={window} onOpen={setRequest} />}</SidePair>
        <SentimentOverview
          series={series((d) => d.sentiment?.total ?? null)}
          onBarClick={(taskId, sentiment) => setRequest(sentimentRequest(taskId, sentiment, window))}
        />
        <SentimentTimeline
          series={series((d) => d.sentiment?.points ?? null)}
          interval={interval}
          step={step}
          onIntervalChange={onIntervalChange}
          onClick={(taskId, sentiment, start) => setRequest(sentimentRequest(taskId, sentiment, window, { start, interval }))}
        />
      </Stack>
      <PostDetailsModal request={request} onClose={() => setRequest(null)} />
    </>
  );
}
