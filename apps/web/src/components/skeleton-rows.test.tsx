import { Skeleton } from '@outlay/design-system';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isSkeletonRow, skeletonRows, withSkeletonCells } from './skeleton-rows';

interface Person {
  id: string;
  name: string;
}

describe('a table whose rows load', () => {
  const [name, role] = withSkeletonCells<Person>(
    [
      { id: 'name', name: 'Name', isRowHeader: true, render: (person) => person.name },
      { id: 'role', name: 'Role', skeletonWidth: '1/2', render: () => 'Admin' },
    ],
    'Loading…',
  );

  it('holds its place with as many skeleton rows as asked, each cell a named skeleton', () => {
    const rows = skeletonRows(3);
    expect(rows.map((row) => row.id)).toEqual(['skeleton-0', 'skeleton-1', 'skeleton-2']);
    expect(rows.every(isSkeletonRow)).toBe(true);
    const [first] = rows;
    if (!first || !name || !role) throw new Error('Two columns and three rows were made');
    const cell = name.render(first);
    if (!isValidElement(cell)) throw new Error('A skeleton row shows an element');
    expect(cell.type).toBe(Skeleton);
    expect(cell.props).toEqual({ width: '3/4', label: 'Loading…' });
    expect(role.render(first)).toMatchObject({ props: { width: '1/2', label: 'Loading…' } });
    expect(name.isRowHeader).toBe(true);
  });

  it("shows a loaded row's own cells", () => {
    const ada = { id: 'p1', name: 'Ada Lovelace' };
    expect(isSkeletonRow(ada)).toBe(false);
    expect(name?.render(ada)).toBe('Ada Lovelace');
    expect(role?.render(ada)).toBe('Admin');
  });
});
