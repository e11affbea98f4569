import { HStack, Heading, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { compareCandidates } from 'shared/rules';
import { findAccess } from 'shared/session';
import { EmptyState, Loader, NoAccess } from 'shared/ui';
import { useAccessList } from '../../access/use-access-list';

const renderHomeLink = (to: string, label: string) => (
  <ChakraLink asChild>
    <Link to={to}>{label}</Link>
  </ChakraLink>
);

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
  if (!current) return <NoAccess renderLink={renderHomeLink} />;
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
            <NativeSelect.Root size="sm" width="64">
              <NativeSelect.Field
                aria-label="Feed to compare with"
                value={String(chosen.task_id)}
                borderColor="yellow.400"
                onChange={(e) => setParams({ with: e.target.value }, { replace: true })}
              >
                {candidates.map((f) => (
                  <option key={f.task_id} value={f.task_id}>
                    {f.task_name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <EmptyState title="Nothing to show here at the moment" description="Try a longer data period of data or give it some time to reload" />
        </>
      ) : (
        <EmptyState title="No other ad-hoc feed to compare with" description="Create another ad-hoc feed to compare it with this one." />
      )}
    </Stack>
  );
}
