import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { api, PREVIEW_LIMIT, type PreviewRecord } from 'shared/contract';
import { formatLongDateTime } from 'shared/rules';
import { apiClient } from 'shared/session';
import { ErrorNotice, HighlightedText, Loader } from 'shared/ui';

type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; records: PreviewRecord[]; total: number };

/** '(Showing N records)', or '(Showing top N)' once the preview limit is reached (spec doc 1 §2.6). */
export function previewCountText(shown: number, total: number): string {
  return total >= PREVIEW_LIMIT ? `(Showing top ${shown})` : `(Showing ${shown} records)`;
}

/** Archived posts that match the query, to check it before saving. Enabled only for a query that parses. */
export function QueryPreview({ query, enabled }: { query: string; enabled: boolean }) {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    try {
      const reply = await apiClient.call(api.tasks.searchPreview, { body: { query } }, { signal: current.signal });
      setState({ status: 'loaded', records: reply.data, total: reply.total });
    } catch (error) {
      if (!current.signal.aborted) setState({ status: 'error', message: (error as Error).message });
    }
  };

  return (
    <Stack gap="3">
      <HStack>
        <Button size="sm" variant="outline" disabled={!enabled || state.status === 'loading'} onClick={() => void run()}>
          Preview
        </Button>
        {state.status === 'loaded' && state.records.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {previewCountText(state.records.length, state.total)}
          </Text>
        ) : null}
      </HStack>
      <PreviewBody state={state} />
    </Stack>
  );
}

function PreviewBody({ state }: { state: PreviewState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return <Loader size="sm" label="Loading preview" />;
    case 'error':
      return <ErrorNotice title="The preview could not be loaded" message={state.message} />;
    case 'loaded':
      if (state.records.length === 0) {
        return (
          <Text color="fg.muted" fontSize="sm">
            No data found
          </Text>
        );
      }
      return (
        <Stack as="ul" listStyleType="none" gap="3" maxHeight="20rem" overflowY="auto" aria-label="Preview records" borderWidth="1px" rounded="l2" p="3">
          {state.records.map((record) => (
            <Box as="li" key={record.hash} borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
              <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
                <Text fontWeight="semibold" color="fg">
                  {record.author}
                </Text>
                <Text>{formatLongDateTime(record.timestamp)}</Text>
                <Text>{record.site}</Text>
              </HStack>
              <Text fontWeight="semibold" fontSize="sm" mt="1">
                <HighlightedText text={record.thread_title} terms={record.matched} />
              </Text>
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">
                <HighlightedText text={record.message} terms={record.matched} />
              </Text>
            </Box>
          ))}
        </Stack>
      );
  }
}
