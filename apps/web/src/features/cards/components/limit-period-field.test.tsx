// @vitest-environment jsdom
import type { CardLimitPeriod } from '@outlay/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { LimitPeriodField } from './limit-period-field';

beforeAll(async () => {
  await prepareApp(['cards']);
});

function Held({ onChange }: { onChange: (period: CardLimitPeriod) => void }) {
  const [period, setPeriod] = useState<CardLimitPeriod>('monthly');
  return (
    <LimitPeriodField
      value={period}
      onChange={(next) => {
        setPeriod(next);
        onChange(next);
      }}
    />
  );
}

describe("a spend limit's period", () => {
  it('offers Monthly then Lifetime, shows the one held, and says which was chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderApp(<Held onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Limit period' });
    const [monthly, lifetime] = within(group).getAllByRole<HTMLInputElement>('radio');
    expect([monthly?.labels?.[0]?.textContent, lifetime?.labels?.[0]?.textContent]).toEqual([
      'Monthly',
      'Lifetime',
    ]);
    expect(monthly?.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Lifetime' }));
    expect(onChange).toHaveBeenCalledWith('lifetime');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Lifetime' }).checked).toBe(true);
  });
});
