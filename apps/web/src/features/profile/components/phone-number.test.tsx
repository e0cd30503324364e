// @vitest-environment jsdom
// The phone number's form is drawn before the phone-change machine's code has loaded: a number
// sent in that moment is not lost, the button stays busy until the flow has it, and the code
// then goes to that number.
import { adminProfile } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { PhoneNumber } from './phone-number';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));
// The flow's code arrives when the test says so.
const flowCode = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve: () => resolve() };
});
vi.mock('./phone-change', async (importOriginal) => {
  await flowCode.promise;
  return importOriginal();
});

startMockServer();
beforeAll(async () => {
  await prepareApp(['profile']);
});

describe('PhoneNumber', () => {
  it('keeps a number sent before the flow has loaded and sends the code to it', async () => {
    const user = userEvent.setup();
    renderApp(<PhoneNumber profile={adminProfile} />);
    const phone = screen.getByRole('region', { name: 'Phone number' });
    await user.type(within(phone).getByRole('textbox', { name: /New phone number/ }), '2015550199');
    const send = within(phone).getByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(within(phone).queryByText(/We sent a 6-digit code/)).toBeNull();
    flowCode.resolve();
    expect(
      await within(phone).findByText(
        'We sent a 6-digit code to +1 201*****99. Enter it to use this number.',
        undefined,
        // The code step's code loads when it shows: the first time, transforming it takes a while.
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });
});
