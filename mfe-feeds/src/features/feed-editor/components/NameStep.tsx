import { Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Industry } from 'shared/contract';
import { MAX_FEED_NAME_LENGTH } from 'shared/contract';
import type { ApiDataState } from 'shared/ui';

export interface NameStepProps {
  name: string;
  industryId: number;
  industries: ApiDataState<Industry[]>;
  onChange(patch: { name?: string; indus_id?: number }): void;
}

/** Step 2: the feed's name and, optionally, its industry. */
export function NameStep({ name, industryId, industries, onChange }: NameStepProps) {
  return (
    <Stack gap="5">
      <Heading as="h3" size="md">
        Give your feed a name
      </Heading>
      <Field.Root required>
        <Field.Label>Feed name</Field.Label>
        <Input value={name} maxLength={MAX_FEED_NAME_LENGTH} placeholder="e.g. MTR service updates" onChange={(e) => onChange({ name: e.target.value })} />
        <Field.HelperText>
          {name.length}/{MAX_FEED_NAME_LENGTH}
        </Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>
          Industry{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            (optional)
          </Text>
        </Field.Label>
        <NativeSelect.Root disabled={industries.status !== 'loaded'}>
          <NativeSelect.Field value={String(industryId)} onChange={(e) => onChange({ indus_id: Number(e.target.value) })}>
            <option value="0">- Select Industry -</option>
            {industries.status === 'loaded'
              ? industries.data.map((i) => (
                  <option key={i.id} value={String(i.id)}>
                    {i.industry}
                  </option>
                ))
              : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {industries.status === 'error' ? <Field.HelperText color="fg.error">Industries could not be loaded: {industries.message}</Field.HelperText> : null}
      </Field.Root>
    </Stack>
  );
}
