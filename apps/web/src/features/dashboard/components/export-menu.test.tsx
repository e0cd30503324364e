// @vitest-environment jsdom
import { exportLink, failWith, http } from '@outlay/api-client/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW, toQuery } from '../model/view-state';
import { prepareApp, renderApp } from '@/testing/render-app';
import { ExportMenu } from './export-menu';
import { startMockServer } from '@/testing/mock-server';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['dashboard']);
});

const query = toQuery({ ...DEFAULT_VIEW, search: 'uber', status: 'posted' });

async function exportAs(type: 'CSV' | 'PDF' | 'Excel') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['CSV', 'PDF', 'Excel']);
  await user.click(within(menu).getByRole('menuitem', { name: type }));
}

describe('the export menu', () => {
  it('asks for the current view, shows the file building, then goes to its link', async () => {
    let release: () => void = () => undefined;
    const asked: unknown[] = [];
    server.use(
      http.post('/v2/web/dashboard/exports', async ({ request, response }) => {
        asked.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return response(200).json(exportLink);
      }),
    );
    const goTo = vi.fn();
    renderApp(<ExportMenu query={query} goTo={goTo} />);
    await exportAs('Excel');
    expect(await screen.findByText('Preparing your Excel file…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Preparing your Excel file…');
    expect(asked).toEqual([{ ...query, type: 'excel' }]);
    expect(goTo).not.toHaveBeenCalled();
    release();
    await waitFor(() => {
      expect(goTo).toHaveBeenCalledWith(exportLink.url);
    });
    expect(screen.queryByText('Preparing your Excel file…')).toBeNull();
  });

  it("shows the Error toast with the server's message when the file cannot be built", async () => {
    server.use(
      failWith('exportDashboardTransactions', 400, 'The custom range is longer than allowed.'),
    );
    const goTo = vi.fn();
    renderApp(<ExportMenu query={query} goTo={goTo} />);
    await exportAs('CSV');
    // The app's toast queue outlives a test, so the toast is found by its message.
    const message = await screen.findByText('The custom range is longer than allowed.');
    const toast = message.closest('[role="alertdialog"]');
    if (!(toast instanceof HTMLElement)) throw new Error('the message is not in a toast');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(goTo).not.toHaveBeenCalled();
  });
});
