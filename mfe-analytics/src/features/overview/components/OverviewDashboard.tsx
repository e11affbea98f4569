import { Center, Flex, Grid, HStack, Heading, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { api, type AccessEntry, type TrendingTopic } from 'shared/contract';
import type { Interval, IntervalStep } from 'shared/rules';
import { EmptyState, Loader, Logo, useApiData } from 'shared/ui';
import { CountTimeline, FEED_COLORS, SentimentOverview, SentimentTimeline, StatCards, type FeedSeries } from '../../charts';
import { ManageHiddenDialog } from '../../hide-dialogs';
import { TopAuthors, TopSites, TopThreads, TrendingTopics } from '../../lists';
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
  type OverviewQuery,
} from '../../overview-data';
import { ExportPdfButton, PDF_HIDE_ATTRIBUTE, usePdfExport } from '../../pdf-export';
import { PostDetailsModal, type PostDetailsRequest } from '../../post-details';
import { KeywordCloud } from './KeywordCloud';

/** The loading indicator of the overview's first seconds (spec doc 3 §9). */
export function OverviewIntro() {
  return (
    <Center minHeight="60vh">
      <Loader size="lg" label="Loading overview" />
    </Center>
  );
}

export const NOTHING_TO_SHOW = 'Nothing to show here at the moment';
export const TRY_LONGER = 'Try a longer data period of data or give it some time to reload';

interface OverviewDashboardProps {
  feed: AccessEntry;
  /** The first seconds' loading indicator is shown instead, while the data loads behind it. */
  intro: boolean;
  query: OverviewQuery;
  step: IntervalStep;
  onIntervalChange(interval: Interval): void;
  /** ' in Last 7 days' for a preset window. */
  titleSuffix?: string;
  /** The range controls (a live feed) or the period shown (an ad-hoc feed). */
  controls: ReactNode;
}

/**
 * One feed's overview dashboard (spec doc 3 §2): stat cards, count timeline, sentiment, then two columns laid out by
 * the feed's type. Clicks open the Post Details modal; the header with logo and name shows only in the PDF.
 */
export function OverviewDashboard({ feed, intro, query, step, onIntervalChange, titleSuffix, controls }: OverviewDashboardProps) {
  const live = feed.task_type === 0;
  const { data, reload } = useOverviewData(query, { live });
  const { hide, save } = useHideSettings(feed.task_id);
  const medsites = useApiData(api.misc.medsites);
  const pdf = usePdfExport<HTMLDivElement>();
  const authorsReady = useDelayedFlag(data.authors !== null, AUTHORS_READY_DELAY_MS);
  const [request, setRequest] = useState<PostDetailsRequest | null>(null);
  const [managingTopics, setManagingTopics] = useState(false);

  const { window: timeWindow, interval } = query;
  const series = <T,>(value: T | null): FeedSeries<T>[] => [{ taskId: feed.task_id, name: feed.task_name, color: FEED_COLORS.main, data: value }];
  const empty = data.stats !== null && data.stats.postCount.total === 0;

  const saveKeywords = async (hidden: string[]) => {
    await save('keywords', hidden);
    reload('wordCloud');
  };
  const saveTopics = async (hidden: string[]) => {
    await save('topics', hidden);
    reload('topics');
  };
  const hideTopic = async (topic: TrendingTopic) => {
    if (!hide) throw new Error('The hidden topics are still loading; try again in a moment');
    await saveTopics([...hide.topics, topic.word]);
  };
  const saveSites = async (hidden: string[]) => {
    await save('sites', hidden);
    reload('engagement', 'growth');
  };

  const wordCloud = <KeywordCloud data={data.wordCloud} onWordClick={(word) => setRequest(topicRequest(feed.task_id, word, timeWindow))} onSave={saveKeywords} />;
  const authors = <TopAuthors data={data.authors} onAuthorClick={(author) => setRequest(authorRequest(feed.task_id, author, timeWindow))} />;
  const sites = <TopSites data={data.sites} />;
  const openThread = (thread: Parameters<typeof threadRequest>[1]) => setRequest(threadRequest(feed.task_id, thread));

  if (intro) return <OverviewIntro />;

  return (
    <>
      <Stack gap="5" ref={pdf.ref} bg="bg" data-testid="overview">
        {pdf.capturing ? (
          <HStack gap="3" data-testid="pdf-header">
            <Logo />
            <Heading as="h2" size="lg">
              {feed.task_name}
            </Heading>
          </HStack>
        ) : null}
        <Flex justifyContent="space-between" alignItems="center" gap="3" wrap="wrap" {...{ [PDF_HIDE_ATTRIBUTE]: '' }}>
          {controls}
          <ExportPdfButton ready={authorsReady && !empty} busy={pdf.capturing} onClick={() => void pdf.run(`${feed.task_name} overview.pdf`)} />
        </Flex>
        {empty ? (
          <EmptyState title={NOTHING_TO_SHOW} description={TRY_LONGER} />
        ) : (
          <>
            <StatCards series={series(data.stats)} />
            <CountTimeline
              series={series(data.timeline)}
              interval={interval}
              step={step}
              onIntervalChange={onIntervalChange}
              titleSuffix={titleSuffix}
              onPointClick={(taskId, start, view) => setRequest(chartPointRequest(taskId, start, view, interval, timeWindow))}
            />
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }} gap="5" alignItems="stretch">
              <SentimentOverview
                series={series(data.sentiment?.total ?? null)}
                onBarClick={(taskId, sentiment) => setRequest(sentimentRequest(taskId, sentiment, timeWindow))}
              />
              <SentimentTimeline
                series={series(data.sentiment?.points ?? null)}
                interval={interval}
                step={step}
                onIntervalChange={onIntervalChange}
                onClick={(taskId, sentiment, start) => setRequest(sentimentRequest(taskId, sentiment, timeWindow, { start, interval }))}
              />
            </Grid>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="5" alignItems="start">
              {live ? (
                <>
                  <Stack gap="5">
                    <TrendingTopics
                      data={data.topics?.shown ?? null}
                      onTopicClick={(topic) => setRequest(topicRequest(feed.task_id, topic.word, timeWindow))}
                      onHide={hideTopic}
                      onManage={() => setManagingTopics(true)}
                    />
                    {wordCloud}
                    {authors}
                  </Stack>
                  <Stack gap="5">
                    <TopThreads
                      engagement={data.engagement}
                      growth={data.growth}
                      mode="preset"
                      siteFilter={{ medsites: medsites.status === 'loaded' ? medsites.data : [], hidden: hide?.sites ?? [], onSave: saveSites }}
                      onThreadClick={openThread}
                    />
                    {sites}
                  </Stack>
                </>
              ) : (
                <>
                  <Stack gap="5">
                    {wordCloud}
                    {authors}
                    {sites}
                  </Stack>
                  <TopThreads engagement={data.engagement} growth={data.growth} mode="adhoc" expanded onThreadClick={openThread} />
                </>
              )}
            </Grid>
          </>
        )}
      </Stack>
      <PostDetailsModal request={request} onClose={() => setRequest(null)} />
      {live ? (
        <ManageHiddenDialog
          kind="topics"
          open={managingTopics}
          shown={(data.topics?.shown ?? []).map((t) => ({ word: t.word, count: t.doc_freq }))}
          hidden={(hide?.topics ?? []).map((word) => ({ word, count: data.topics?.hidden[word] ?? 0 }))}
          onSave={saveTopics}
          onClose={() => setManagingTopics(false)}
        />
      ) : null}
    </>
  );
}
