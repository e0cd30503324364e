// @vitest-environment jsdom
// PIN set-up (spec part 2 §5): four digits, confirmed, strong, in the spec's words, and only
// then a fresh code naming the card.
import { activeCard } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationContext } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { PinSetup } from './pin-setup';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

startMockServer();
beforeAll(async () => {
  await prepareApp(['cards']);
});

const physical = { ...activeCard, cardType: 'physical' as const, lastFour: '2290' };

describe('PinSetup', () => {
  it('says what is wrong in the spec’s words before asking for a code', async () => {
    const user = userEvent.setup();
    const verify = vi.fn(() => Promise.resolve('a'.repeat(43)));
    renderApp(
      <VerificationContext value={verify}>
        <PinSetup card={physical} />
      </VerificationContext>,
    );
    await user.click(screen.getByRole('button', { name: 'Set PIN' }));
    // The form loads once asked for (pin-form.tsx).
    const pin = await screen.findByLabelText('New PIN');
    const confirm = screen.getByLabelText('Confirm PIN');
    await user.type(pin, '123');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findAllByText('The pin must be 4 characters.')).not.toHaveLength(0);
    await user.type(pin, '4');
    await user.type(confirm, '1234');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findAllByText('Please set strong PIN.')).not.toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();

    await user.clear(pin);
    await user.type(pin, '48x31');
    await user.clear(confirm);
    await user.type(confirm, '4831');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(verify).toHaveBeenCalledWith({ actionType: 'SET_CARD_PIN', cardLastFourDigits: '2290' });
    expect(await screen.findByText('Your PIN is set.')).toBeTruthy();
  });
});
