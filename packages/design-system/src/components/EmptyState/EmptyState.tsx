import type { ReactNode } from 'react';

import { Heading, type HeadingLevel } from '../Heading/Heading';
import { SearchIcon } from '../icons/icons';
import { Text } from '../Text/Text';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Such as "No Transactions". */
  title: string;
  description?: ReactNode;
  /** A button or link to get started. */
  action?: ReactNode;
  /** @default 3 */
  headingLevel?: HeadingLevel;
  /** Decorative icon. @default a magnifier */
  icon?: ReactNode;
}

/** What a list, table or page shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 3,
  icon = <SearchIcon />,
}: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.text}>
        <Heading level={headingLevel} size={4}>
          {title}
        </Heading>
        {description && (
          <Text tone="muted" size="small">
            {description}
          </Text>
        )}
      </div>
      {action}
    </div>
  );
}
