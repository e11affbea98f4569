import { Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FeedKeywords, FeedType } from 'shared/contract';
import { countIncludeKeywords, guidedToQuery } from 'shared/query';
import { keywordsLeft } from '../guided-edit';
import { queryProblem } from '../query-mode';
import { AdvancedQuery } from './AdvancedQuery';
import { ExamplesDialog } from './ExamplesDialog';
import { GuidedBuilder } from './GuidedBuilder';
import { QueryPreview } from './QueryPreview';

export interface KeywordsStepProps {
  keywords: FeedKeywords;
  type: FeedType | null;
  /** The plan's keywords per feed; null when unlimited. */
  planLimit: number | null;
  advancedMode: boolean;
  onAdvancedModeChange(on: boolean): void;
  onChange(keywords: FeedKeywords): void;
}

/** Step 3: the guided builder or the advanced query, with examples and a preview of matching posts. */
export function KeywordsStep({ keywords, type, planLimit, advancedMode, onAdvancedModeChange, onChange }: KeywordsStepProps) {
  const [examplesOpen, setExamplesOpen] = useState(false);
  const problem = queryProblem(keywords.advanced);
  const previewable = keywords.advanced.trim() !== '' && problem === null;

  // Both directions rebuild the text from the guided groups: entering shows what they mean, leaving drops hand edits.
  const switchMode = (on: boolean) => {
    onChange({ ...keywords, advanced: guidedToQuery(keywords.guided) });
    onAdvancedModeChange(on);
  };

  return (
    <Stack gap="5">
      <HStack justifyContent="space-between" flexWrap="wrap">
        <Switch.Root checked={advancedMode} onCheckedChange={(e) => switchMode(e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Advanced mode</Switch.Label>
        </Switch.Root>
        <Button size="sm" variant="plain" color="brand.fg" textDecoration="underline" onClick={() => setExamplesOpen(true)}>
          See examples
        </Button>
      </HStack>

      {advancedMode ? (
        <Stack gap="2">
          <AdvancedQuery value={keywords.advanced} error={problem} onChange={(advanced) => onChange({ ...keywords, advanced })} />
          <Text fontSize="xs" color="fg.muted">
            Turning advanced mode off goes back to the guided combinations and replaces this query with them.
          </Text>
        </Stack>
      ) : (
        <GuidedBuilder
          guided={keywords.guided}
          left={keywordsLeft(type, planLimit, countIncludeKeywords(keywords.guided))}
          onChange={(guided, guidedView) => onChange({ guided, guidedView, advanced: guidedToQuery(guided) })}
        />
      )}

      <QueryPreview query={keywords.advanced} enabled={previewable} />
      <ExamplesDialog open={examplesOpen} onClose={() => setExamplesOpen(false)} />
    </Stack>
  );
}
