import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('traps focus, closes on Escape and returns focus to the trigger', async () => {
    await renderWithProviders(
      <DialogTrigger>
        <Button>Open details</Button>
        <Drawer title="Transaction details" footer={<Button>Report an issue</Button>}>
          <Button variant="secondary">Add receipt</Button>
        </Drawer>
      </DialogTrigger>,
    );
    const trigger = page.getByRole('button', { name: 'Open details' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Transaction details' });
    await expect.element(drawer).toBeVisible();
    expect(drawer.element().contains(document.activeElement)).toBe(true);

    for (let index = 0; index < 5; index += 1) {
      await userEvent.keyboard('{Tab}');
      expect(drawer.element().contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('sits on the right edge', async () => {
    await renderWithProviders(
      <Drawer title="Details" defaultOpen>
        Body
      </Drawer>,
    );
    const drawer = page.getByRole('dialog', { name: 'Details' });
    await expect.element(drawer).toBeVisible();
    // Once the slide-in animation ends, its right edge is the viewport's.
    await expect
      .poll(() => Math.round(drawer.element().getBoundingClientRect().right))
      .toBe(window.innerWidth);
    expect(drawer.element().getBoundingClientRect().left).toBeGreaterThan(0);
  });

  it('returns focus to the element that opened it when controlled', async () => {
    function Controlled() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Button
            onPress={() => {
              setOpen(true);
            }}
          >
            Row 1
          </Button>
          <Drawer title="Row 1 details" isOpen={isOpen} onOpenChange={setOpen}>
            Body
          </Drawer>
        </>
      );
    }
    await renderWithProviders(<Controlled />);
    const opener = page.getByRole('button', { name: 'Row 1' });
    await opener.click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });
});
