import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { ToastRegion } from './ToastRegion';
import { TOAST_TIMEOUT_MS, createToastQueue, showToast, toastQueue } from './toastQueue';

afterEach(() => {
  vi.useRealTimers();
  for (const toast of toastQueue.visibleToasts) {
    toastQueue.close(toast.key);
  }
});

describe('ToastRegion', () => {
  it('shows an error toast titled "Error" in a labelled region', async () => {
    await renderWithProviders(<ToastRegion />);
    showToast({ tone: 'error', description: 'Something went wrong.' });
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region).toBeVisible();
    await expect.element(region.getByText('Error', { exact: true })).toBeVisible();
    await expect.element(region.getByText('Something went wrong.')).toBeVisible();
  });

  it('announces the toast through a live region (role alert)', async () => {
    await renderWithProviders(<ToastRegion />);
    showToast({ tone: 'success', description: 'Code sent successfully' });
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Success/);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Code sent successfully/);
  });

  it('titles toasts in the locale', async () => {
    await renderWithProviders(<ToastRegion />, { locale: 'pt-BR' });
    showToast({ tone: 'success', description: 'Código enviado' });
    await expect.element(page.getByText('Sucesso')).toBeVisible();
  });

  it('closes itself after 5000 ms', async () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    const queue = createToastQueue();
    await renderWithProviders(<ToastRegion queue={queue} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    queue.add({ tone: 'error', description: 'An error occurred.' }, { timeout: TOAST_TIMEOUT_MS });
    vi.useRealTimers();
    await expect.element(page.getByText('An error occurred.')).toBeVisible();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100);
    vi.useRealTimers();
    await expect.element(page.getByText('An error occurred.')).toBeVisible();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.advanceTimersByTime(200);
    vi.useRealTimers();
    await expect.element(page.getByText('An error occurred.')).not.toBeInTheDocument();
  });

  it('can be closed with its close button', async () => {
    await renderWithProviders(<ToastRegion />);
    showToast({ tone: 'info', title: 'Export ready', description: 'Your CSV is ready.' });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByText('Export ready')).not.toBeInTheDocument();
  });
});
