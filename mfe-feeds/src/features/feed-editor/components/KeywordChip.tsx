import { Button, CloseButton, HStack, Input } from '@chakra-ui/react';
import { useRef, useState } from 'react';

export interface KeywordInputProps {
  initial: string;
  label: string;
  onCommit(text: string): void;
  onCancel(): void;
}

/** The in-place editor of a keyword: Enter or leaving the field commits, Escape cancels. */
export function KeywordInput({ initial, label, onCommit, onCancel }: KeywordInputProps) {
  const [value, setValue] = useState(initial);
  // Enter and Escape end the edit before the field unmounts; the blur that may follow must not commit again.
  const done = useRef(false);
  const finish = (commit: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit) onCommit(value);
    else onCancel();
  };
  return (
    <Input
      size="sm"
      width="12rem"
      autoFocus
      aria-label={label}
      value={value}
      data-keyword-input=""
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          finish(true);
        } else if (e.key === 'Escape') {
          e.preventDefault();
          finish(false);
        }
      }}
    />
  );
}

export interface KeywordChipProps {
  text: string;
  tone: 'include' | 'exclude';
  onEdit(): void;
  onRemove(): void;
}

/** A keyword as a chip: its text is a button that opens the in-place editor; the cross removes it. */
export function KeywordChip({ text, tone, onEdit, onRemove }: KeywordChipProps) {
  const palette = tone === 'include' ? 'brand' : 'red';
  return (
    <HStack gap="0" bg={`${palette}.subtle`} borderWidth="1px" borderColor={`${palette}.muted`} rounded="full" ps="1" pe="1">
      <Button size="xs" variant="plain" color={`${palette}.fg`} onClick={onEdit} aria-label={`Edit keyword ${text}`} px="2">
        {text}
      </Button>
      <CloseButton size="2xs" rounded="full" onClick={onRemove} aria-label={`Remove keyword ${text}`} />
    </HStack>
  );
}
