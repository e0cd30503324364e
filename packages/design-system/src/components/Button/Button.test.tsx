import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { ButtonContext } from 'react-aria-components/Button';

import { Button } from './Button';

describe('Button', () => {
  it('is found by role and name and reports presses', async () => {
    const onPress = vi.fn();
    await renderWithProviders(<Button onPress={onPress}>Save</Button>);
    await page.getByRole('button', { name: 'Save' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('ignores presses and adds a busy label while pending', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Save Loading' });
    await expect.element(button).toBeInTheDocument();
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('announces a focused button going busy and back in words that outlive the button', async () => {
    // A sign-in button announces its busy state, then the page it was on goes away: what the
    // live region keeps must still read (axe role-img-alt: no names pointing at gone ids).
    const screen = await renderWithProviders(<Button>Sign in</Button>);
    (page.getByRole('button', { name: 'Sign in' }).element() as HTMLElement).focus();
    await screen.rerender(<Button isPending>Sign in</Button>);
    await expect.element(page.getByRole('button', { name: 'Sign in Loading' })).toHaveFocus();
    await screen.rerender(<Button>Sign in</Button>);
    await screen.rerender(<p>Signed in</p>);
    const announcements = () =>
      Array.from(document.querySelectorAll('[data-live-announcer] [role="log"] > *'));
    await expect
      .poll(() => announcements().map((node) => node.textContent))
      .toEqual(['Sign in Loading', 'Sign in']);
    const dangling = Array.from(document.querySelectorAll('[aria-labelledby]')).filter((node) =>
      (node.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .some((id) => id !== '' && document.getElementById(id) === null),
    );
    expect(dangling.map((node) => node.outerHTML)).toEqual([]);
  });

  it('ignores presses a parent gives it while pending', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <ButtonContext.Provider value={{ onPress }}>
        <Button isPending>Export</Button>
      </ButtonContext.Provider>,
    );
    await page.getByRole('button', { name: 'Export Loading' }).click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('translates the busy label with the locale', async () => {
    await renderWithProviders(<Button isPending>Guardar</Button>, { locale: 'es-MX' });
    await expect
      .element(page.getByRole('button', { name: 'Guardar Cargando' }))
      .toBeInTheDocument();
  });

  it('is reachable with the keyboard and shows a focus ring', async () => {
    await renderWithProviders(<Button variant="secondary">Cancel</Button>);
    await userEvent.keyboard('{Tab}');
    const button = page.getByRole('button', { name: 'Cancel' });
    await expect.element(button).toHaveFocus();
    await expect.element(button).toHaveAttribute('data-focus-visible', 'true');
    const outline = getComputedStyle(button.element()).outlineStyle;
    expect(outline).toBe('solid');
  });

  it('is at least 24 by 24 pixels', async () => {
    await renderWithProviders(
      <Button size="small" variant="quiet">
        X
      </Button>,
    );
    const rect = page.getByRole('button', { name: 'X' }).element().getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(24);
    expect(rect.height).toBeGreaterThanOrEqual(24);
  });
});
