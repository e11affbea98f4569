import { Box, Button, HStack, IconButton, Menu, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { GuidedQuery } from 'shared/contract';
import { keywordError, normaliseGuided } from 'shared/query';
import { notifyError } from 'shared/ui';
import { builderModel, guidedViewOf, keywordText, removeKeyword, setKeyword, type ChipTarget } from '../guided-edit';
import { KeywordChip, KeywordInput } from './KeywordChip';

export interface GuidedBuilderProps {
  guided: GuidedQuery;
  /** Include keywords still allowed; null when unlimited. */
  left: number | null;
  onChange(guided: GuidedQuery, view: { NoExOnly: boolean; ExcludeOnly: boolean }): void;
}

interface Editing {
  target: ChipTarget;
  initial: string;
}

function sameTarget(a: ChipTarget, b: ChipTarget): boolean {
  if (a.kind === 'ex' || b.kind === 'ex') return a.kind === b.kind && a.index === b.index;
  return a.group === b.group && a.index === b.index;
}

/** The guided query builder: AND-joined groups of alternatives, and keywords to exclude. */
export function GuidedBuilder({ guided, left, onChange }: GuidedBuilderProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const model = builderModel(guided);
  const canAdd = left === null || left > 0;
  const lastGroup = Math.max(0, model.groups.length - 1);

  const start = (target: ChipTarget, initial = '') => setEditing({ target, initial });
  // The menu gives the focus back to its trigger as it closes; the field opens once it has closed, so it keeps the focus.
  const fromMenu = useRef<ChipTarget | null>(null);
  const startFromMenu = (target: ChipTarget) => {
    fromMenu.current = target;
  };
  const menuClosed = () => {
    if (fromMenu.current) start(fromMenu.current);
    fromMenu.current = null;
  };
  const isEditing = (target: ChipTarget) => editing !== null && sameTarget(editing.target, target);

  const apply = (next: GuidedQuery) => {
    const normalised = normaliseGuided(next);
    onChange(normalised, guidedViewOf(normalised));
  };
  const commit = (target: ChipTarget, text: string) => {
    setEditing(null);
    const error = text.trim() === '' ? null : keywordError(text.trim());
    if (error) {
      notifyError(error);
      return;
    }
    apply(setKeyword(guided, target, text));
  };
  const editor = (target: ChipTarget, label: string) =>
    editing && isEditing(target) ? (
      <KeywordInput initial={editing.initial} label={label} onCommit={(text) => commit(target, text)} onCancel={() => setEditing(null)} />
    ) : null;

  const newGroup: ChipTarget = { kind: 'in', group: model.groups.length, index: null };
  const newExclusion: ChipTarget = { kind: 'ex', index: null };
  const alternativeTarget: ChipTarget = model.groups.length ? { kind: 'in', group: lastGroup, index: null } : newGroup;
  const showExclusions = model.exclusions.length > 0 || isEditing(newExclusion);

  return (
    <Stack gap="4">
      <Text color="fg.muted">We recommend you add alternative combinations to collect data about your topic.</Text>
      <HStack justifyContent="space-between" flexWrap="wrap">
        <Text fontWeight="semibold">We collect posts with the following combinations</Text>
        <Text fontSize="sm" color={left === 0 ? 'fg.error' : 'fg.muted'} aria-live="polite">
          {left ?? '∞'} keyword(s) left
        </Text>
      </HStack>

      <Stack gap="2" aria-label="Keyword groups" role="list">
        {model.groups.map((alternatives, group) => (
          <Box key={group} role="listitem">
            {group > 0 ? (
              <Text fontSize="xs" fontWeight="bold" color="fg.muted" my="1">
                AND
              </Text>
            ) : null}
            <Wrap gap="2" align="center" borderWidth="1px" rounded="l3" p="3" bg="bg" aria-label={`Group ${group + 1}`}>
              {alternatives.map((entry, index) => {
                const target: ChipTarget = { kind: 'in', group, index };
                const text = keywordText(entry);
                return (
                  <HStack key={`${index}-${text}`} gap="2">
                    {index > 0 ? (
                      <Text fontSize="xs" color="fg.muted">
                        OR
                      </Text>
                    ) : null}
                    {editor(target, `Edit keyword ${text}`) ?? (
                      <KeywordChip text={text} tone="include" onEdit={() => start(target, text)} onRemove={() => apply(removeKeyword(guided, target))} />
                    )}
                  </HStack>
                );
              })}
              {editor({ kind: 'in', group, index: null }, 'New alternative keyword')}
              {canAdd && !isEditing({ kind: 'in', group, index: null }) ? (
                <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => start({ kind: 'in', group, index: null })}>
                  + Or
                </Button>
              ) : null}
            </Wrap>
          </Box>
        ))}
        {isEditing(newGroup) ? (
          <Box role="listitem">
            {model.groups.length > 0 ? (
              <Text fontSize="xs" fontWeight="bold" color="fg.muted" my="1">
                AND
              </Text>
            ) : null}
            <Box borderWidth="1px" rounded="l3" p="3" bg="bg">
              {editor(newGroup, 'New keyword')}
            </Box>
          </Box>
        ) : null}
      </Stack>

      {showExclusions ? (
        <Wrap gap="2" align="center" borderWidth="1px" borderColor="red.muted" rounded="l3" p="3" aria-label="Excluded keywords">
          <Text fontWeight="semibold" color="red.fg">
            Exclude :
          </Text>
          {model.exclusions.map((entry, index) => {
            const target: ChipTarget = { kind: 'ex', index };
            const text = keywordText(entry);
            return (
              <Box key={`${index}-${text}`}>
                {editor(target, `Edit keyword ${text}`) ?? (
                  <KeywordChip text={text} tone="exclude" onEdit={() => start(target, text)} onRemove={() => apply(removeKeyword(guided, target))} />
                )}
              </Box>
            );
          })}
          {editor(newExclusion, 'New excluded keyword')}
        </Wrap>
      ) : null}

      <HStack gap="2" flexWrap="wrap">
        {canAdd ? (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => start(newGroup)}>
            + AND
          </Button>
        ) : null}
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => start(newExclusion)}>
          - Exclude
        </Button>
        <Menu.Root onSelect={(e) => startFromMenu(e.value === 'exclude' ? newExclusion : alternativeTarget)} onExitComplete={menuClosed}>
          <Menu.Trigger asChild>
            <IconButton size="sm" variant="outline" aria-label="Add keyword">
              +
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {canAdd ? (
                  <Menu.Item value="or">
                    Add 'OR'
                  </Menu.Item>
                ) : null}
                <Menu.Item value="exclude">
                  Add 'exclude'
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </Stack>
  );
}
