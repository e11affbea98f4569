import { Breadcrumb, Button } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { FeedDetail } from 'shared/contract';
import { stepComplete, type EditorStep } from 'shared/rules';
import { STEPS } from '../editor-detail';

export interface StepBreadcrumbProps {
  current: EditorStep;
  detail: FeedDetail;
  onSelect(step: EditorStep): void;
}

/**
 * The five steps; a step can be jumped to once it is complete and every step before it is too
 * (the sources step starts complete, as all media are picked by default, but is not reachable before a name exists).
 */
export function StepBreadcrumb({ current, detail, onSelect }: StepBreadcrumbProps) {
  return (
    <Breadcrumb.Root aria-label="Feed editor steps" size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {STEPS.map(({ step, label }, i) => {
          const here = step === current;
          const complete = STEPS.slice(0, i + 1).every((s) => stepComplete(s.step, detail));
          return (
            <Fragment key={step}>
              {i > 0 ? <Breadcrumb.Separator /> : null}
              <Breadcrumb.Item>
              <Button
                size="xs"
                variant={here ? 'subtle' : 'plain'}
                colorPalette={here ? 'brand' : 'gray'}
                fontWeight={here ? 'semibold' : 'normal'}
                aria-current={here ? 'step' : undefined}
                disabled={!complete}
                onClick={() => onSelect(step)}
              >
                {label}
              </Button>
              </Breadcrumb.Item>
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
