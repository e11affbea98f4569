import { Button, Flex, HStack, Switch } from '@chakra-ui/react';
import type { MediumSites } from 'shared/contract';
import type { PostsView, ViewChange } from '../url-state';
import { CustomRangeFilter, TimeframeMenu } from './DateFilter';
import { ExportMenu } from './ExportMenu';
import { KebabMenu } from 'shared/ui';
import { MediumFilter } from './MediumFilter';
import { PostTypeFilter } from './PostTypeFilter';
import { SortMenu } from './SortMenu';

export interface FilterBarProps {
  view: PostsView;
  onChange(change: ViewChange): void;
  feedType: 0 | 1;
  mediums: readonly MediumSites[];
  /** The range shown, and the feed's period (ad-hoc feeds). */
  range: { from: number; to: number };
  feedStart: number | null;
  feedEnd: number | null;
  now: number;
  selecting: boolean;
  selectedCount: number;
  onSelecting(on: boolean): void;
  exportAllowed: boolean;
  onExportSelected(): void;
  onExportByOptions(): void;
  onManageIrrelevant(): void;
  highlight: boolean;
  onHighlight(on: boolean): void;
}

/** The filter bar of the Posts screen (spec doc 2 §2), without the smart-feed controls. */
export function FilterBar(props: FilterBarProps) {
  const { view, onChange } = props;
  return (
    <Flex gap="2" wrap="wrap" alignItems="center" justifyContent="space-between" role="toolbar" aria-label="Post filters">
      <HStack gap="2" wrap="wrap">
        <SortMenu value={view.sort} onChange={(sort) => onChange({ sort })} />
        <PostTypeFilter value={view.types} onChange={(types) => onChange({ types })} />
        <MediumFilter mediums={props.mediums} value={view.sites} onChange={(sites) => onChange({ sites })} />
        {props.feedType === 0 ? (
          <TimeframeMenu value={view.timeframe} onChange={(timeframe) => onChange({ timeframe })} />
        ) : (
          <CustomRangeFilter range={props.range} feedStart={props.feedStart} feedEnd={props.feedEnd} now={props.now} onChange={(range) => onChange({ range })} />
        )}
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Switch.Root size="sm" checked={props.highlight} onCheckedChange={(e) => props.onHighlight(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontSize="sm">Highlight keywords</Switch.Label>
        </Switch.Root>
        <Button size="sm" variant={props.selecting ? 'subtle' : 'outline'} onClick={() => props.onSelecting(!props.selecting)} aria-pressed={props.selecting}>
          {props.selecting ? 'Cancel selection' : 'Select posts'}
        </Button>
        <ExportMenu
          allowed={props.exportAllowed}
          selectedCount={props.selectedCount}
          onExportSelected={props.onExportSelected}
          onExportByOptions={props.onExportByOptions}
        />
        <KebabMenu
          label="More options"
          actions={[{ value: 'irrelevant', label: 'Manage irrelevant posts' }]}
          onSelect={(value) => value === 'irrelevant' && props.onManageIrrelevant()}
        />
      </HStack>
    </Flex>
  );
}
