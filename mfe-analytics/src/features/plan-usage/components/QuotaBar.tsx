import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { quotaText, quotaUsage } from 'shared/rules';

/** One plan quota: used / quota, what remains, and a bar; an unlimited quota shows a disabled bar. */
export function QuotaBar({ label, used, quota }: { label: string; used: number; quota: number | null }) {
  const usage = quotaUsage(used, quota);
  const unlimited = usage.remaining === null;
  return (
    <Stack gap="2" data-testid={`quota-${label}`}>
      <HStack justifyContent="space-between">
        <Text fontWeight="semibold">{label}</Text>
        <Text fontSize="sm">{quotaText(usage)}</Text>
      </HStack>
      <Progress.Root
        value={unlimited ? 0 : usage.percent}
        colorPalette={!unlimited && usage.remaining === 0 ? 'red' : 'brand'}
        aria-disabled={unlimited || undefined}
        opacity={unlimited ? 0.4 : 1}
      >
        <Progress.Track aria-label={`${label} usage`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {unlimited ? null : (
        <Text fontSize="sm" color="fg.muted">
          {usage.remaining} remaining
        </Text>
      )}
    </Stack>
  );
}
