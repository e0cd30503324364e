import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { OneTimeCodeField } from './OneTimeCodeField';
import { pasteCode, sanitizeCode } from './sanitizeCode';

/** Pastes text into the focused element the way a browser does: a real ClipboardEvent. */
function paste(element: Element, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  element.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

describe('sanitizeCode and pasteCode', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeCode('123 456')).toBe('123456');
    expect(sanitizeCode('12a-3b4 5678')).toBe('123456');
  });

  it('replaces the field with a pasted whole code, inserts a partial one', () => {
    expect(pasteCode('99', '123-456', 2, 2)).toBe('123456');
    expect(pasteCode('1256', '34', 2, 2)).toBe('123456');
  });
});

describe('OneTimeCodeField', () => {
  it('is one input for the platform to fill', async () => {
    await renderWithProviders(<OneTimeCodeField label="Verification code" />);
    const input = page.getByRole('textbox', { name: 'Verification code' });
    await expect.element(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    await expect.element(input).toHaveAttribute('maxlength', '6');
    expect(page.getByRole('textbox').all()).toHaveLength(1);
  });

  it('drops non-digits while typing and reports completion', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    await renderWithProviders(
      <OneTimeCodeField label="Verification code" onChange={onChange} onComplete={onComplete} />,
    );
    const input = page.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(input, '12a3-45');
    await expect.element(input).toHaveValue('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    await expect.element(input).toHaveValue('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it.each(['123 456', '123-456', ' 123456 '])(
    'fills "123456" from a paste of "%s"',
    async (text) => {
      const onComplete = vi.fn();
      await renderWithProviders(<OneTimeCodeField label="Code" onComplete={onComplete} />);
      const input = page.getByRole('textbox', { name: 'Code' });
      await input.click();
      paste(input.element(), text);
      await expect.element(input).toHaveValue('123456');
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    },
  );

  it('drops letters from a paste', async () => {
    await renderWithProviders(<OneTimeCodeField label="Code" />);
    const input = page.getByRole('textbox', { name: 'Code' });
    await input.click();
    paste(input.element(), 'code: 98x76');
    await expect.element(input).toHaveValue('9876');
  });
});
