import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { ImageViewer } from './ImageViewer';

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('ImageViewer', () => {
  it('shows the image in a dialog named by its file, and gives focus back on Escape', async () => {
    function Opener() {
      const [src, setSrc] = useState<string | null>(null);
      return (
        <>
          <Button
            onPress={() => {
              setSrc(pixel);
            }}
          >
            receipt.png
          </Button>
          <ImageViewer
            src={src}
            title="receipt.png"
            onClose={() => {
              setSrc(null);
            }}
          />
        </>
      );
    }
    await renderWithProviders(<Opener />);
    const opener = page.getByRole('button', { name: 'receipt.png' });
    await opener.click();
    await expect.element(page.getByRole('dialog', { name: 'receipt.png' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });
});
