import { Button, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { ChevronDownIcon } from 'shared/ui';

/** The trigger of a filter menu: what it filters, then the current choice. */
export const FilterMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string; value: string }>(function FilterMenuButton(
  { label, value, ...rest },
  ref,
) {
  return (
    <Button ref={ref} variant="outline" size="sm" fontWeight="normal" aria-label={`${label}: ${value}`} {...rest}>
      <span>
        <span style={{ opacity: 0.7 }}>{label}: </span>
        {value}
      </span>
      <ChevronDownIcon />
    </Button>
  );
});
