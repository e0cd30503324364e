import { useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure as AriaDisclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Link as AriaLink } from 'react-aria-components/Link';

import { classNames } from '../../css/classNames';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { IconButton } from '../IconButton/IconButton';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './SideNav.css';

export interface SideNavItem {
  id: string;
  label: string;
  href: string;
  /** Drawn before the name, and alone on the collapsed rail (a design-system icon). */
  icon: ReactNode;
}

export interface SideNavGroup {
  id: string;
  label: string;
  icon: ReactNode;
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
  /**
   * Collapsed, the navigation is a 90 px rail of icons: each entry's name is its accessible
   * name and shows in a tooltip, never cut short.
   */
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
  /**
   * On a narrow screen the expanded navigation floats over the page instead of pushing it
   * aside: the rail keeps its place, and Escape (or the toggle) folds it back.
   */
  isOverlay?: boolean;
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

/** The icon and the name: the name whole when expanded, for screen readers only on the rail. */
function EntryName(props: { label: string; icon: ReactNode; isCollapsed: boolean }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        {props.icon}
      </span>
      <span className={props.isCollapsed ? visuallyHidden : styles.name}>{props.label}</span>
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
        styles.link,
        isNested && (isCollapsed ? styles.nestedRailLink : styles.nestedLink),
        isCollapsed && styles.collapsedEntry,
      )}
    >
      <EntryName label={item.label} icon={item.icon} isCollapsed={isCollapsed} />
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
          <EntryName label={group.label} icon={group.icon} isCollapsed={isCollapsed} />
          <span className={isCollapsed ? styles.railChevron : styles.chevron} aria-hidden="true">
            <ChevronDownIcon size="small" />
          </span>
        </AriaButton>,
      )}
      <DisclosurePanel>
        <ul className={isCollapsed ? styles.nestedRail : styles.nestedList}>
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
 * each with its icon and name, 330 px wide; or collapsed to a 90 px rail of icons named by
 * tooltips. The current page is marked, and a group holding it starts open.
 */
export function SideNav({
  label,
  entries,
  currentId,
  isCollapsed,
  onCollapsedChange,
  isOverlay = false,
  collapseLabel,
  expandLabel,
  header,
  footer,
}: SideNavProps) {
  const floats = isOverlay && !isCollapsed;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (floats && event.key === 'Escape') {
      event.stopPropagation();
      onCollapsedChange(true);
    }
  };
  return (
    <div className={floats ? styles.railPlace : styles.place}>
      <div
        className={classNames(
          styles.sideNav[isCollapsed ? 'collapsed' : 'expanded'],
          floats && styles.floating,
        )}
        data-collapsed={isCollapsed || undefined}
        onKeyDown={closeOnEscape}
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
    </div>
  );
}
