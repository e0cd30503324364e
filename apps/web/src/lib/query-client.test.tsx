// @vitest-environment jsdom
// The one place mutations' `meta` is acted on (lib/query-client.ts, lib/mutation-meta.ts): a
// failure is toasted only where the mutation asks, in the server's words, else the fallback it
// names, else the generic text; the reads it names are read again once it succeeds, not when it
// fails.
import { unwrap } from '@outlay/api-client';
import { failWith } from '@outlay/api-client/mocks';
import { toastQueue } from '@outlay/design-system';
import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { apiClient } from './api-client';
import type { OutlayMutationMeta } from './mutation-meta';
import { operationKey, operationQuery } from './operation-query';

vi.mock('./api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp([]);
});
// The app's toast queue outlives a test.
afterEach(() => {
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

const devicesKey = operationKey('get', '/v2/web/user/trusted-devices');

const devicesQuery = operationQuery('get', '/v2/web/user/trusted-devices');

/** Stops trusting a device, with the `meta` under test, beside the list it changes. */
function Revoke({ meta }: { meta?: OutlayMutationMeta }) {
  const devices = useQuery(devicesQuery);
  const revoke = useMutation({
    mutationFn: () =>
      unwrap(
        apiClient.DELETE('/v2/web/user/trusted-devices/{deviceId}', {
          params: { path: { deviceId: 'device-2' } },
        }),
      ),
    meta,
  });
  return (
    <>
      <p>{devices.data ? `${String(devices.data.devices.length)} devices` : 'Loading'}</p>
      <p>{revoke.isError ? 'Failed' : revoke.isSuccess ? 'Revoked' : 'Not yet'}</p>
      <button
        type="button"
        onClick={() => {
          revoke.mutate();
        }}
      >
        Revoke
      </button>
    </>
  );
}

/** The Error toast saying `text`. */
async function errorToastSaying(text: string) {
  const message = await screen.findByText(text);
  const toast = message.closest('[role="alertdialog"]');
  if (!(toast instanceof HTMLElement)) throw new Error(`'${text}' is not in a toast`);
  expect(within(toast).getByText('Error')).toBeTruthy();
}

async function revokeWith(meta?: OutlayMutationMeta) {
  const user = userEvent.setup();
  const rendered = renderApp(<Revoke meta={meta} />);
  await screen.findByText('2 devices');
  await user.click(screen.getByRole('button', { name: 'Revoke' }));
  return rendered;
}

describe('a failed mutation', () => {
  it('is toasted in the server’s words when it asks for a toast', async () => {
    server.use(failWith('revokeTrustedDevice', 404, 'That device is no longer trusted.'));
    await revokeWith({ errorToast: 'errors.offline' });
    await errorToastSaying('That device is no longer trusted.');
  });

  it('is toasted with its fallback when the server said nothing', async () => {
    server.use(failWith('revokeTrustedDevice', 404, ''));
    await revokeWith({ errorToast: 'errors.offline' });
    await errorToastSaying('You seem to be offline. Check your connection and try again.');
  });

  it('is toasted with the generic text when it names no fallback', async () => {
    server.use(failWith('revokeTrustedDevice', 404, ''));
    await revokeWith({ errorToast: true });
    await errorToastSaying('Something went wrong! Please try again later.');
  });

  it('is not toasted when it does not ask, and reads nothing again', async () => {
    server.use(failWith('revokeTrustedDevice', 404, 'That device is no longer trusted.'));
    const { queryClient } = await revokeWith({ invalidates: [devicesKey] });
    await screen.findByText('Failed');
    expect(toastQueue.visibleToasts).toEqual([]);
    expect(queryClient.getQueryState(devicesQuery.queryKey)?.isInvalidated).toBe(false);
  });
});

describe('a mutation that succeeds', () => {
  it('reads again what it invalidates', async () => {
    const { queryClient } = await revokeWith({ invalidates: [devicesKey] });
    await screen.findByText('Revoked');
    await waitFor(() => {
      expect(queryClient.getQueryState(devicesQuery.queryKey)?.dataUpdateCount).toBe(2);
    });
  });

  it('reads nothing again without `invalidates`', async () => {
    const { queryClient } = await revokeWith({});
    await screen.findByText('Revoked');
    expect(queryClient.getQueryState(devicesQuery.queryKey)).toMatchObject({
      dataUpdateCount: 1,
      isInvalidated: false,
    });
  });
});
