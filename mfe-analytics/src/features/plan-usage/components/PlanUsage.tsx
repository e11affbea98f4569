import { Card, Heading, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { countFeedsOfType } from 'shared/rules';
import { appStore, sessionAtom } from 'shared/session';
import { ErrorNotice, Loader, UpgradeContact, useAccessList } from 'shared/ui';
import { QuotaBar } from './QuotaBar';

/** Plan Usage (spec doc 3 §2): live and ad-hoc feeds used against the plan's quotas. */
export function PlanUsage() {
  const session = useAtomValue(sessionAtom, { store: appStore });
  const access = useAccessList();

  let body;
  if (!session) body = null;
  else if (access.status === 'idle' || access.status === 'loading') body = <Loader label="Loading plan usage" />;
  else if (access.status === 'error') body = <ErrorNotice message={access.error ?? 'Failed to fetch access'} />;
  else {
    body = (
      <>
        <QuotaBar label="Live Feed" used={countFeedsOfType(access.entries, 0)} quota={session.liveFeedLimit} />
        <QuotaBar label="Ad-hoc Feed" used={countFeedsOfType(access.entries, 1)} quota={session.adhocFeedLimit} />
      </>
    );
  }

  return (
    <Stack gap="5" maxWidth="2xl">
      <Heading as="h1" size="xl">
        Plan Usage
      </Heading>
      <Card.Root>
        <Card.Body>
          <Stack gap="6">{body}</Stack>
        </Card.Body>
      </Card.Root>
      <UpgradeContact lead="Need more feeds? Upgrade your plan." />
    </Stack>
  );
}
