import { Icon, type IconProps } from '@chakra-ui/react';

// Inline, so nothing is fetched for it; Chakra's Icon sizes and colours the svg it wraps.
export function KebabIcon(props: IconProps) {
  return (
    <Icon boxSize="1em" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <circle cx="12" cy="5" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="12" cy="19" r="2" />
      </svg>
    </Icon>
  );
}
