// The departments the story shows and the test chooses from, and a TreeSelect that keeps its
// own choice.
import { useState } from 'react';

import { TreeSelect, type TreeSelectNode, type TreeSelectProps } from './TreeSelect';

const departments: TreeSelectNode[] = [
  {
    id: 'sales',
    name: 'Sales',
    children: [
      { id: 'north', name: 'North', children: [] },
      { id: 'south', name: 'South', children: [] },
    ],
  },
  { id: 'operations', name: 'Operations', children: [] },
  { id: 'administration', name: 'Administration', children: [] },
];

/** The department field as the accounting screens ask for it. */
export const departmentField = {
  label: 'Department',
  placeholder: 'Choose a department',
  items: departments,
};

/** A TreeSelect that keeps the node chosen, starting from `value`, and reports each choice. */
export function StatefulTreeSelect(props: TreeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TreeSelect
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}
