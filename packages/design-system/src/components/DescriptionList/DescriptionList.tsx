import { Fragment, type ReactNode } from 'react';

import * as styles from './DescriptionList.css';

export interface DescriptionListItem {
  /** A stable key, such as the field's name. */
  id: string;
  term: string;
  description: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionListItem[];
}

/** Labelled values in two columns (a transaction's details), as a `dl` screen readers know. */
export function DescriptionList({ items }: DescriptionListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <Fragment key={item.id}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
