import { Box, Heading, HStack, SimpleGrid, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Medium, MediumName, Site } from 'shared/contract';
import type { ApiDataState } from 'shared/ui';
import { ErrorNotice, Loader } from 'shared/ui';
import { MEDIUM_LABELS, mediumHint, selectedMediums, toggleMediums } from '../sources';

export interface SourcesStepProps {
  mediums: MediumName[] | null;
  available: ApiDataState<Medium[]>;
  sites: ApiDataState<Site[]>;
  onChange(mediums: MediumName[] | null): void;
}

const SECTIONS = [
  { section: 'social', title: 'Social' },
  { section: 'other', title: 'Other Channels' },
] as const;

/** Step 4: which media to collect from; every toggle on is stored as null (all media). */
export function SourcesStep({ mediums, available, sites, onChange }: SourcesStepProps) {
  if (available.status === 'loading') return <Loader label="Loading sources" />;
  if (available.status === 'error') return <ErrorNotice title="Sources could not be loaded" message={available.message} />;
  const all = available.data;
  const selected = selectedMediums(mediums, all);
  const knownSites = sites.status === 'loaded' ? sites.data : [];

  return (
    <Stack gap="6">
      <Heading as="h3" size="md">
        Select sources to collect posts from
      </Heading>
      {SECTIONS.map(({ section, title }) => {
        const members = all.filter((m) => m.section === section).map((m) => m.medium);
        if (members.length === 0) return null;
        const allOn = members.every((m) => selected.has(m));
        return (
          <Stack key={section} gap="3" as="section" aria-label={title}>
            <HStack justifyContent="space-between" borderBottomWidth="1px" pb="2">
              <Heading as="h4" size="sm">
                {title}
              </Heading>
              <Toggle label="All" labelSuffix={title} checked={allOn} onChange={(on) => onChange(toggleMediums(mediums, all, members, on))} />
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {members.map((name) => (
                <Box key={name} borderWidth="1px" rounded="l2" p="3" bg={selected.has(name) ? 'brand.subtle' : undefined}>
                  <Toggle label={MEDIUM_LABELS[name]} checked={selected.has(name)} onChange={(on) => onChange(toggleMediums(mediums, all, [name], on))} />
                  <Hint text={mediumHint(name, knownSites)} />
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      {selected.size === 0 ? (
        <Text color="fg.error" fontSize="sm" role="status">
          Pick at least one source.
        </Text>
      ) : null}
    </Stack>
  );
}

function Hint({ text }: { text: string | null }) {
  return text ? (
    <Text fontSize="xs" color="fg.muted" mt="1" ps="11">
      {text}
    </Text>
  ) : null;
}

/** A switch; `labelSuffix` completes the label for screen readers only ('All' becomes 'All Social'). */
function Toggle({ label, labelSuffix, checked, onChange }: { label: string; labelSuffix?: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        {label}
        {labelSuffix ? <VisuallyHidden> {labelSuffix}</VisuallyHidden> : null}
      </Switch.Label>
    </Switch.Root>
  );
}
