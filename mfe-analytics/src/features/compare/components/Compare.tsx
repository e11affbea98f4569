import { HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { compareCandidates } from 'shared/rules';
import { findAccess } from 'shared/session';
import { EmptyState, FeedSelect, Loader, NoAccess, useAccessList } from 'shared/ui';

/**
 * Compare (spec doc 3 §2): the current feed (teal) against a second ad-hoc feed (yellow), chosen in a
 * dropdown of the user's other ad-hoc feeds and kept in the URL as ?with=; it defaults to the first of them.
 */
export function Compare() {
  const { taskId } = useParams();
  const access = useAccessList();
  const [params, setParams] = useSearchParams();

  if (access.status === 'idle' || access.status === 'loading') return <Loader label="Loading feeds" />;
  const current = findAccess(access.entries, Number(taskId));
  if (!current) return <NoAccess />;
  if (current.task_type !== 1) {
    return <EmptyState title="Compare is for ad-hoc feeds" description="Open an ad-hoc feed to compare it with another one." />;
  }

  const candidates = compareCandidates(access.entries.filter((f) => f.readable), current.task_id);
  const chosen = candidates.find((f) => String(f.task_id) === params.get('with')) ?? candidates[0];

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Compare
      </Heading>
      {chosen ? (
        <>
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold" color="teal.600">
              {current.task_name}
            </Text>
            <Text color="fg.muted">vs</Text>
            <FeedSelect
              label="Feed to compare with"
              feeds={candidates}
              value={chosen.task_id}
              borderColor="yellow.400"
              onSelect={(id) => setParams({ with: String(id) }, { replace: true })}
            />
          </HStack>
          <EmptyState title="Nothing to show here at the moment" description="Try a longer data period of data or give it some time to reload" />
        </>
      ) : (
        <EmptyState title="No other ad-hoc feed to compare with" description="Create another ad-hoc feed to compare it with this one." />
      )}
    </Stack>
  );
}
