// The sidebar's entries for one user, read off the route table: an entry shows when its page
// opens for the user and its placement's own roles and condition hold.
import type { MessageId } from '@/i18n/catalogs';
import { type AccessFacts, canOpen, navConditions, selfFundedPaths } from './access';
import { matchPath } from './match-path';
import {
  type AppRoute,
  type NavGroupId,
  type NavIcon,
  navGroups,
  routes,
  settingsPath,
  tabOf,
} from './route-table';

export interface NavLinkEntry {
  id: string;
  label: MessageId;
  icon: NavIcon;
  href: string;
  tab: number;
}

export interface NavGroupEntry {
  id: NavGroupId;
  label: MessageId;
  icon: NavIcon;
  items: NavLinkEntry[];
  tab: number;
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

/** The path a link to the route opens (`/capital/*` is opened at `/capital`). */
export function routeHref(route: AppRoute, tabParam?: string): string {
  const base = route.path.replace(/\/\*$/, '');
  return tabParam ? `${base}?tab=${tabParam}` : base;
}

function entryId(route: AppRoute, tabParam?: string) {
  return tabParam ? `${route.id}:${tabParam}` : route.id;
}

/** Whether the route's page opens for the user, rather than showing not-found or bouncing. */
function opensFor(route: AppRoute, facts: AccessFacts): boolean {
  return canOpen(route, facts) && selfFundedRedirect(routeHref(route), facts) === null;
}

/** The sidebar of spec part 1 §2.3 and §6 for this user, in tab order: only what opens. */
export function sidebarEntries(facts: AccessFacts): NavEntry[] {
  const top: NavLinkEntry[] = [];
  const grouped = new Map<NavGroupId, NavLinkEntry[]>();
  for (const route of routes) {
    if (!route.nav || !opensFor(route, facts)) continue;
    for (const placement of route.nav) {
      if (!(placement.roles ?? route.roles).includes(facts.role)) continue;
      if (placement.when && !navConditions[placement.when](facts)) continue;
      const entry: NavLinkEntry = {
        id: entryId(route, placement.tabParam),
        label: placement.label,
        icon: placement.icon,
        href: routeHref(route, placement.tabParam),
        tab: placement.tab,
      };
      if (placement.group) {
        grouped.set(placement.group, [...(grouped.get(placement.group) ?? []), entry]);
      } else {
        top.push(entry);
      }
    }
  }
  const groups: NavGroupEntry[] = navGroups.flatMap((group) => {
    const items = grouped.get(group.id) ?? [];
    if (items.length === 0 || (group.when && !navConditions[group.when](facts))) return [];
    const tab = Math.min(...items.map((item) => item.tab));
    return [{ id: group.id, label: group.label, icon: group.icon, items, tab }];
  });
  return [...top, ...groups].sort((a, b) => a.tab - b.tab);
}

/** Every link of the sidebar, groups opened. */
export function sidebarLinks(entries: readonly NavEntry[]): NavLinkEntry[] {
  return entries.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
}

/** The sidebar entry to mark as the current page. */
export function currentEntryId(
  route: AppRoute,
  search: string,
  entries: readonly NavEntry[],
): string | undefined {
  const ids = new Set(sidebarLinks(entries).map((entry) => entry.id));
  const tab = tabOf(route, search);
  const candidates = [tab ? entryId(route, tab) : undefined, route.id, route.navAs];
  return candidates.find((id): id is string => id !== undefined && ids.has(id));
}

/** Where `/settings` without a tab goes: the first settings entry the user is shown. */
export function firstSettingsTab(facts: AccessFacts): string {
  const settings = sidebarEntries(facts).find((entry) => entry.id === 'settings');
  const first = settings && 'items' in settings ? settings.items[0] : undefined;
  return first?.href ?? `${settingsPath}/security`;
}

/** The dashboard, when a self-funded company's user opens a page outside the permitted list. */
export function selfFundedRedirect(path: string, facts: AccessFacts): string | null {
  if (!facts.company.hasSelfFundedFeatureEnabled) return null;
  return selfFundedPaths.some((permitted) => matchPath(permitted, path)) ? null : '/dashboard';
}

/** Where an admin registers their delegates. */
export const delegateRegistrationPath = '/delegate-registration';

/**
 * The avatar menu's Delegates entry: spec part 1 §2.3 numbers no sidebar tab for the page, and
 * §6 gives delegates to admins alone, so it shows where the page opens for the user.
 */
export function delegatesOffered(facts: AccessFacts): boolean {
  const route = routes.find((candidate) => candidate.path === delegateRegistrationPath);
  return (
    route !== undefined &&
    canOpen(route, facts) &&
    selfFundedRedirect(delegateRegistrationPath, facts) === null
  );
}
