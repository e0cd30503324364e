import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components/Switch';

import { FieldDescription } from '../Field/Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<
  SwitchFieldProps,
  'className' | 'style' | 'children' | 'render' | 'validate' | 'isRequired' | 'isInvalid'
> {
  /** The visible label. */
  children: ReactNode;
  /** Help text under the switch. */
  description?: ReactNode;
}

/** An on/off setting that takes effect at once (not a form choice to submit: use Checkbox). */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={styles.field}>
      <SwitchButton className={styles.switchRoot}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children}
      </SwitchButton>
      {description && <FieldDescription>{description}</FieldDescription>}
    </SwitchField>
  );
}
