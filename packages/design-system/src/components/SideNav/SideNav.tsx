import { useState, type ReactElement, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Link as AriaLink } from 'react-aria-components/Link';

import { classNames } from '../../css/classNames';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { Tooltip } from '../Tooltip/Tooltip';
import { abbreviate } from './abbreviate';
import * as styles from './SideNav.css';

export interface SideNavItem {
  id: string;
  label: string;
  href: string;
}

export interface SideNavGroup {
  id: string;
  label: string;
  items: readonly SideNavItem[];
}

export type SideNavEntry = SideNavItem | SideNavGroup;

export interface SideNavProps {
  /** The navigation landmark's name, such as "Main". */
  label: string;
  /** Links and groups of links, in order. */
  entries: readonly SideNavEntry[];
  /** The id of the entry for the page on screen: marked `aria-current="page"`. */
  currentId?: string;
  /** Collapsed, names longer than 3 characters show as their first 3 and an ellipsis. */
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
  /** The toggle's name in each state, such as "Collapse menu" and "Expand menu". */
  collapseLabel: string;
  expandLabel: string;
  /** Above the links, shown expanded only (the company and its figures). */
  header?: ReactNode;
  /** Below the links, shown expanded only. */
  footer?: ReactNode;
}

function isGroup(entry: SideNavEntry): entry is SideNavGroup {
  return 'items' in entry;
}

/**
 * A name shown whole, or abbreviated when collapsed: the abbreviation is only drawn, the full
 * name stays the accessible name, and a tooltip shows it.
 */
function EntryName({ label, isCollapsed }: { label: string; isCollapsed: boolean }) {
  if (!isCollapsed) return <span>{label}</span>;
  return (
    <>
      <span aria-hidden="true">{abbreviate(label)}</span>
      <span className={visuallyHidden}>{label}</span>
    </>
  );
}

function withTooltip(label: string, isCollapsed: boolean, trigger: ReactElement) {
  return isCollapsed ? (
    <Tooltip content={label} placement="end" delay={300}>
      {trigger}
    </Tooltip>
  ) : (
    trigger
  );
}

function NavLink(props: {
  item: SideNavItem;
  isCurrent: boolean;
  isCollapsed: boolean;
  isNested?: boolean;
}) {
  const { item, isCurrent, isCollapsed, isNested } = props;
  return withTooltip(
    item.label,
    isCollapsed,
    <AriaLink
      href={item.href}
      aria-current={isCurrent ? 'page' : undefined}
      className={classNames(
        isNested && !isCollapsed ? styles.nestedLink : styles.link,
        isCollapsed && styles.collapsedEntry,
      )}
    >
      <EntryName label={item.label} isCollapsed={isCollapsed} />
    </AriaLink>,
  );
}

function NavGroup(props: { group: SideNavGroup; currentId?: string; isCollapsed: boolean }) {
  const { group, currentId, isCollapsed } = props;
  const holdsCurrent = group.items.some((item) => item.id === currentId);
  const [isExpanded, setExpanded] = useState(holdsCurrent);
  // Navigating into the group opens it; navigating out leaves it as the user set it.
  const [heldCurrent, setHeldCurrent] = useState(holdsCurrent);
  if (holdsCurrent !== heldCurrent) {
    setHeldCurrent(holdsCurrent);
    if (holdsCurrent) setExpanded(true);
  }
  return (
    <AriaDisclosure isExpanded={isExpanded} onExpandedChange={setExpanded}>
      {withTooltip(
        group.label,
        isCollapsed,
        <AriaButton
          slot="trigger"
          className={classNames(styles.groupTrigger, isCollapsed && styles.collapsedEntry)}
        >
          <EntryName label={group.label} isCollapsed={isCollapsed} />
          {!isCollapsed && (
            <span className={styles.chevron} aria-hidden="true">
              <ChevronDownIcon size="small" />
            </span>
          )}
        </AriaButton>,
      )}
      <DisclosurePanel>
        <ul className={styles.nestedList}>
          {group.items.map((item) => (
            <li key={item.id}>
              <NavLink
                item={item}
                isCurrent={item.id === currentId}
                isCollapsed={isCollapsed}
                isNested
              />
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

/**
 * The signed-in pages' side navigation: links and expandable groups in a navigation landmark,
 * 330 px wide, or 90 px collapsed with abbreviated names. The current page is marked, and a
 * group holding it starts open.
 */
export function SideNav({
  label,
  entries,
  currentId,
  isCollapsed,
  onCollapsedChange,
  collapseLabel,
  expandLabel,
  header,
  footer,
}: SideNavProps) {
  return (
    <div
      className={styles.sideNav[isCollapsed ? 'collapsed' : 'expanded']}
      data-collapsed={isCollapsed || undefined}
    >
      <div className={isCollapsed ? styles.topCollapsed : styles.top}>
        {!isCollapsed && header && <div className={styles.header}>{header}</div>}
        <IconButton
          size="small"
          label={isCollapsed ? expandLabel : collapseLabel}
          aria-expanded={!isCollapsed}
          icon={isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          onPress={() => {
            onCollapsedChange(!isCollapsed);
          }}
        />
      </div>
      <nav aria-label={label}>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              {isGroup(entry) ? (
                <NavGroup group={entry} currentId={currentId} isCollapsed={isCollapsed} />
              ) : (
                <NavLink
                  item={entry}
                  isCurrent={entry.id === currentId}
                  isCollapsed={isCollapsed}
                />
              )}
            </li>
          ))}
        </ul>
      </nav>
      {!isCollapsed && footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
