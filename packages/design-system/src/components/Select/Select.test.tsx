import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Inline } from '../Inline/Inline';
import { Select, SelectItem } from './Select';

const ranges = ['Current Month', 'Last 30 days', 'Last Statement Cycle', 'Custom'] as const;

function RangeSelect({ value }: { value: (typeof ranges)[number] }) {
  return (
    <Inline space="medium">
      <Select label="Date range" value={value}>
        {ranges.map((range) => (
          <SelectItem key={range} id={range}>
            {range}
          </SelectItem>
        ))}
      </Select>
      <button type="button">Next control</button>
    </Inline>
  );
}

describe('Select', () => {
  it('opens from its button and picks an option with the keyboard', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Select label="Status" placeholder="All" onChange={onChange}>
        <SelectItem id="all">All</SelectItem>
        <SelectItem id="pending">Pending</SelectItem>
        <SelectItem id="posted">Posted</SelectItem>
      </Select>,
    );
    const trigger = page.getByRole('button', { name: /Status/ });
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Pending' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('pending');
    });
    await expect.element(trigger).toHaveTextContent('Pending');
  });

  it('keeps its width whichever option is chosen, so the controls beside it stay put', async () => {
    const screen = await renderWithProviders(<RangeSelect value="Last 30 days" />);
    const trigger = page.getByRole('button', { name: /Date range/ });
    await expect.element(trigger).toHaveTextContent('Last 30 days');
    const widthOf = () => trigger.element().getBoundingClientRect().width;
    const leftOfNext = () =>
      page.getByRole('button', { name: 'Next control' }).element().getBoundingClientRect().left;
    const before = { width: widthOf(), next: leftOfNext() };
    await screen.rerender(<RangeSelect value="Custom" />);
    await expect.element(trigger).toHaveAccessibleName(/Custom/);
    expect(widthOf()).toBe(before.width);
    expect(leftOfNext()).toBe(before.next);
    // Wide enough for the longest option, which shows whole.
    await screen.rerender(<RangeSelect value="Last Statement Cycle" />);
    await expect.element(trigger).toHaveAccessibleName(/Last Statement Cycle/);
    expect(widthOf()).toBe(before.width);
  });

  it('tells two options of the same words apart by their second line, in their names too', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Select label="Holder" onChange={onChange}>
        <SelectItem id="1" secondary="noah.patel@demo.outlay.test">
          Noah Patel
        </SelectItem>
        <SelectItem id="2" secondary="noah.p@demo.outlay.test">
          Noah Patel
        </SelectItem>
      </Select>,
    );
    await userEvent.click(page.getByRole('button', { name: /Holder/ }));
    const second = page.getByRole('option', { name: 'Noah Patel noah.p@demo.outlay.test' });
    await expect.element(second).toBeVisible();
    await expect
      .element(page.getByRole('option', { name: 'Noah Patel noah.patel@demo.outlay.test' }))
      .toBeVisible();
    await expect.element(second).toHaveTextContent('noah.p@demo.outlay.test');
    await userEvent.click(second);
    await vi.waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('2');
    });
  });
});
