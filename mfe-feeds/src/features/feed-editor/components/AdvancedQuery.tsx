import { Field, Textarea } from '@chakra-ui/react';
import { MAX_QUERY_LENGTH } from 'shared/contract';

export interface AdvancedQueryProps {
  value: string;
  /** The parse error of the current text, with its position; null when it parses or is empty. */
  error: string | null;
  onChange(text: string): void;
}

/** The advanced mode: the boolean query as text, checked as it is typed. */
export function AdvancedQuery({ value, error, onChange }: AdvancedQueryProps) {
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Boolean query</Field.Label>
      <Textarea
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        rows={5}
        fontFamily="mono"
        fontSize="sm"
        placeholder='(MTR OR 港鐵) AND (delay OR 延誤) AND NOT 迪士尼'
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Combine keywords with AND, OR, NOT, brackets and quotes.</Field.HelperText>}
    </Field.Root>
  );
}
