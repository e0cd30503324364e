import { Button as AriaButton } from 'react-aria-components/Button';

import { visuallyHidden } from '../../css/visuallyHidden.css';
import { CheckIcon } from '../icons/icons';
import * as styles from './StepList.css';

export const stepStatuses = ['complete', 'current', 'upcoming'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export interface StepListStep {
  id: string;
  /** The step's name ("Company details"). */
  label: string;
  status: StepStatus;
  /** Opens the step again: a complete step becomes a button. */
  onPress?: () => void;
}

export interface StepListProps {
  /** The list's name, read as its landmark ("Application steps"). */
  label: string;
  steps: readonly StepListStep[];
  /** Read after a complete step's name ("{name}, complete"). */
  completeLabel: (name: string) => string;
}

/**
 * The progress of a multi-step form: a numbered list of its steps in a navigation landmark,
 * the current one marked `aria-current="step"`, complete ones ticked and, where they open
 * again, buttons. Upcoming steps are plain text: they open once reached.
 */
export function StepList({ label, steps, completeLabel }: StepListProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          // A complete step says so to screen readers ("Company form, complete"); its visible
          // name is the same words without the suffix, hidden from them to be read once.
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {step.status === 'complete' ? <CheckIcon size="small" /> : index + 1}
              </span>
              {step.status === 'complete' ? (
                <>
                  <span aria-hidden="true">{step.label}</span>
                  <span className={visuallyHidden}>{completeLabel(step.label)}</span>
                </>
              ) : (
                <span>{step.label}</span>
              )}
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.item({ status: step.status })}
              aria-current={step.status === 'current' ? 'step' : undefined}
            >
              {step.onPress && step.status !== 'current' ? (
                <AriaButton className={styles.button} onPress={step.onPress}>
                  {content}
                </AriaButton>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
