import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { StepList } from './StepList';

const steps = [
  { id: 'a', label: 'Create account', status: 'complete' as const },
  { id: 'b', label: 'Company form', status: 'complete' as const, onPress: vi.fn() },
  { id: 'c', label: 'Company details', status: 'current' as const, onPress: vi.fn() },
  { id: 'd', label: 'Review', status: 'upcoming' as const },
];

describe('StepList', () => {
  it('names its landmark, marks the current step and opens complete steps with a button', async () => {
    await renderWithProviders(
      <StepList
        label="Application steps"
        steps={steps}
        completeLabel={(name) => `${name}, complete`}
      />,
    );
    await expect.element(page.getByRole('navigation', { name: 'Application steps' })).toBeVisible();
    expect(page.getByRole('listitem').elements()).toHaveLength(4);
    const current = page.getByRole('listitem').nth(2);
    await expect.element(current).toHaveAttribute('aria-current', 'step');
    // Only a complete step that opens is a button; the current one is not.
    expect(page.getByRole('button').elements()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Company form, complete' }));
    expect(steps[1]?.onPress).toHaveBeenCalledTimes(1);
    expect(steps[2]?.onPress).not.toHaveBeenCalled();
  });
});
