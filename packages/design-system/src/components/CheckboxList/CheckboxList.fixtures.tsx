// The people the story shows and the test ticks, and a list that keeps its own selection.
import { useState } from 'react';

import { CalculatorIcon, CrownIcon, PersonIcon } from '../icons/icons';
import { CheckboxList, type CheckboxListOption, type CheckboxListProps } from './CheckboxList';

const roleIcons = { Admin: CrownIcon, Employee: PersonIcon, Bookkeeper: CalculatorIcon };

function person(
  id: string,
  label: string,
  secondary: string,
  role: keyof typeof roleIcons,
): CheckboxListOption {
  const Icon = roleIcons[role];
  return { id, label, secondary, icon: <Icon size="small" />, iconLabel: role };
}

/** Two people of one name: the role icon and the second line tell them apart. */
export const people: CheckboxListOption[] = [
  person('u1', 'Avery Collins', 'admin@northwind.test', 'Admin'),
  person('u2', 'Noah Patel', 'noah.patel@northwind.test · •••• 4242', 'Employee'),
  person('u3', 'Noah Patel', 'noah.p@northwind.test · •••• 1881', 'Employee'),
  person('u4', 'Priya Natarajan', 'bookkeeper@northwind.test', 'Bookkeeper'),
];

/** The same people with the admin (u1) disabled. */
export const peopleWithAdminDisabled = people.map((option) =>
  option.id === 'u1' ? { ...option, isDisabled: true } : option,
);

/** A CheckboxList that keeps what is ticked, starting from `value`, and reports each change. */
export function StatefulCheckboxList(props: CheckboxListProps) {
  const [value, setValue] = useState<string[]>([...props.value]);
  return (
    <CheckboxList
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}
