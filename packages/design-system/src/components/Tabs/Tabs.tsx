import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';

import * as styles from './Tabs.css';

type Unstyled<T> = Omit<T, 'className' | 'style' | 'render'>;

export interface TabsProps extends Unstyled<AriaTabsProps> {
  children: ReactNode;
}

/** Views of one subject, one visible at a time (Settings: Integrations). Arrow keys move. */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export interface TabListProps<T extends object> extends Unstyled<AriaTabListProps<T>> {
  /** Names the list of tabs. */
  'aria-label': string;
}

export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
}

export interface TabProps extends Unstyled<AriaTabProps> {
  children: ReactNode;
}

export function Tab(props: TabProps) {
  return <AriaTab {...props} className={styles.tab} />;
}

export interface TabPanelProps extends Unstyled<AriaTabPanelProps> {
  children: ReactNode;
}

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.panel} />;
}
