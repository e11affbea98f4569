import { Card, Heading, Stack } from '@chakra-ui/react';
import { api } from 'shared/contract';
import { ErrorNotice, Loader, UpgradeContact, useApiData } from 'shared/ui';
import { QuotaBar } from './QuotaBar';

/** Plan Usage (spec doc 3 §2): the account's live and ad-hoc feeds against the plan's quotas, as the server counts them. */
export function PlanUsage() {
  const usage = useApiData(api.analytics.usage);

  let body;
  if (usage.status === 'loading') body = <Loader label="Loading plan usage" />;
  else if (usage.status === 'error') body = <ErrorNotice message={usage.message} />;
  else {
    body = (
      <>
        <QuotaBar label="Live Feed" used={usage.data.live.used} quota={usage.data.live.quota} />
        <QuotaBar label="Ad-hoc Feed" used={usage.data.adhoc.used} quota={usage.data.adhoc.quota} />
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
