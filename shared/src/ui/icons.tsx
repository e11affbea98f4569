import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Inline svgs, so nothing is fetched for them; Chakra's Icon sizes and colours them.
function svg(children: ReactNode, filled = false) {
  return function SvgIcon(props: IconProps) {
    return (
      <Icon boxSize="1em" {...props}>
        <svg
          viewBox="0 0 24 24"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {children}
        </svg>
      </Icon>
    );
  };
}

export const CheckCircleIcon = svg(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const BookmarkIcon = svg(<path d="M6 3h12v18l-6-4-6 4z" />);
export const BookmarkFilledIcon = svg(<path d="M6 3h12v18l-6-4-6 4z" />, true);
export const KebabIcon = svg(
  <>
    <circle cx="12" cy="5" r="1.5" fill="currentColor" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <circle cx="12" cy="19" r="1.5" fill="currentColor" />
  </>,
);
export const ArrowUpIcon = svg(<path d="M12 19V5m-6 6 6-6 6 6" />);
export const ArrowDownIcon = svg(<path d="M12 5v14m6-6-6 6-6-6" />);
export const ChevronDownIcon = svg(<path d="m6 9 6 6 6-6" />);
export const ExternalIcon = svg(<path d="M14 4h6v6m0-6L10 14M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
export const CommentIcon = svg(<path d="M4 5h16v11H9l-5 4z" />);
export const ReactionIcon = svg(<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />);
export const ShareIcon = svg(<path d="M4 12v7h16v-7M12 3v12m-4-8 4-4 4 4" />);
export const ViewIcon = svg(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const UserIcon = svg(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </>,
);
export const ThreadIcon = svg(<path d="M4 6h16M4 12h10M4 18h7" />);

const face = (mouth: string) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 10h.01M15 10h.01" />
      <path d={mouth} />
    </>,
  );
export const PositiveFaceIcon = face('M8 14.5c2 2.5 6 2.5 8 0');
export const NeutralFaceIcon = face('M8.5 15h7');
export const NegativeFaceIcon = face('M8 16.5c2-2.5 6-2.5 8 0');
