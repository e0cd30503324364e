// Each role's icon and name, for lists of people (the Filter popover's users and cards, the
// team and invitations): spec part 2 §2.5 and §6 show role icons beside people.
import type { Role } from '@outlay/api-client';
import {
  BriefcaseIcon,
  CalculatorIcon,
  CrownIcon,
  type IconProps,
  PersonIcon,
} from '@outlay/design-system';
import type { ComponentType } from 'react';
import type { MessageId } from '@/i18n/catalogs';

const icons: Record<Role, ComponentType<IconProps>> = {
  admin: CrownIcon,
  manager: BriefcaseIcon,
  bookkeeper: CalculatorIcon,
  employee: PersonIcon,
};

export const roleName = (role: Role): MessageId => `role.${role}`;

export function RoleIcon({ role }: { role: Role }) {
  const Icon = icons[role];
  return <Icon size="small" />;
}
