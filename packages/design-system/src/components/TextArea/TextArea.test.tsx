import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line text box whose value the app controls', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextArea label="Memo" value={value} onChange={setValue} status={value.length} />;
    }
    await renderWithProviders(<Controlled />);
    const box = page.getByRole('textbox', { name: 'Memo' });
    await userEvent.type(box, 'a{Enter}b');
    await expect.element(box).toHaveValue('a\nb');
    expect(box.element().tagName).toBe('TEXTAREA');
    await expect.element(page.getByRole('status')).toHaveTextContent('3');
  });

  it('shows its error message when invalid', async () => {
    await renderWithProviders(
      <TextArea label="Comment" isInvalid errorMessage="The comment field is required." />,
    );
    await expect.element(page.getByText('The comment field is required.')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Comment' }))
      .toHaveAttribute('aria-invalid', 'true');
  });
});
