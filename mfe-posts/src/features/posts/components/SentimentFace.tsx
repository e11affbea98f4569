import type { SentimentValue } from 'shared/contract';
import { NegativeFaceIcon, NeutralFaceIcon, PositiveFaceIcon } from 'shared/ui';

const FACES = {
  1: { Icon: PositiveFaceIcon, color: 'green.500' },
  0: { Icon: NeutralFaceIcon, color: 'gray.500' },
  [-1]: { Icon: NegativeFaceIcon, color: 'red.500' },
} as const;

/** The sentiment faces (spec doc 2 §2): positive 1, neutral 0, negative -1. */
export function SentimentFace({ value }: { value: SentimentValue }) {
  const { Icon, color } = FACES[value];
  return <Icon color={color} boxSize="4" />;
}
