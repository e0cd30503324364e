import type { ReactNode } from 'react';

import * as styles from '../Field/Field.css';
import { DangerIcon } from '../icons/icons';
import type { usePlainField } from './usePlainField';

/** The label, the control and the description and error under it, as `TextField` draws them. */
export function PlainFieldFrame({
  field,
  label,
  description,
  children,
}: {
  field: ReturnType<typeof usePlainField>;
  label: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={field.inputId} className={styles.label}>
        {label}
      </label>
      {children}
      {description && (
        <span id={field.descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {field.shown && (
        <span id={field.errorId} className={styles.error} data-field-error="">
          <DangerIcon size="small" />
          <span>{field.shown}</span>
        </span>
      )}
    </div>
  );
}
