import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import {
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components/Disclosure';
import { Heading as AriaHeading } from 'react-aria-components/Heading';

import type { HeadingLevel } from '../Heading/Heading';
import { ChevronDownIcon } from '../icons/icons';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Pick<
  AriaDisclosureProps,
  'isExpanded' | 'defaultExpanded' | 'onExpandedChange' | 'isDisabled' | 'id'
> {
  /** The section's title, on its toggle button (such as "Merchant Details"). */
  title: string;
  /** The heading level of the title in the page outline. @default 3 */
  headingLevel?: HeadingLevel;
  children: ReactNode;
}

/** A collapsible section: a heading with a toggle button and a panel. */
export function Disclosure({ title, headingLevel = 3, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      <AriaHeading level={headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          {title}
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDownIcon size="small" />
          </span>
        </AriaButton>
      </AriaHeading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
