import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { FileDropZone } from './FileDropZone';
import { describeTypes, validateFiles } from './validateFiles';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1000) {
  return new File([new Uint8Array(size)], name, { type });
}

const accepted = ['image/png', 'image/jpeg', 'application/pdf', '.xml'];

describe('validateFiles', () => {
  it('rejects by type, then size, then count', () => {
    const files = [
      file('a.png', 'image/png'),
      file('b.exe', 'application/x-msdownload'),
      file('c.pdf', 'application/pdf', 11 * MB),
      file('d.XML', ''),
      file('e.jpg', 'image/jpeg'),
    ];
    const result = validateFiles(files, {
      acceptedFileTypes: accepted,
      maxFileSize: 10 * MB,
      maxFiles: 2,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'd.XML']);
    expect(result.rejected.map(({ file: f, reason }) => [f.name, reason])).toEqual([
      ['b.exe', 'type'],
      ['c.pdf', 'size'],
      ['e.jpg', 'count'],
    ]);
  });

  it('describes the accepted types', () => {
    expect(describeTypes(accepted)).toBe('PNG, JPEG, PDF, XML');
  });
});

describe('FileDropZone', () => {
  it('shows the rules and offers a real button for the keyboard', async () => {
    await renderWithProviders(
      <FileDropZone
        label="Drag or click to attach receipt (10 max)"
        acceptedFileTypes={accepted}
        maxFileSize={10 * MB}
        maxFiles={10}
        onFilesAccepted={() => undefined}
      />,
    );
    await expect.element(page.getByText('Drag or click to attach receipt (10 max)')).toBeVisible();
    await expect.element(page.getByText(/Accepted file types: PNG, JPEG, PDF, XML/)).toBeVisible();
    await expect.element(page.getByText(/Maximum size: 10 MB/)).toBeVisible();
    const button = page.getByRole('button', { name: 'Choose files' });
    await expect.element(button).toHaveAccessibleDescription(/Accepted file types/);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(button).toHaveFocus();
  });

  it('reports chosen files as accepted or rejected by reason', async () => {
    const onFilesAccepted = vi.fn();
    const onFilesRejected = vi.fn();
    await renderWithProviders(
      <FileDropZone
        acceptedFileTypes={accepted}
        maxFileSize={10 * MB}
        onFilesAccepted={onFilesAccepted}
        onFilesRejected={onFilesRejected}
      />,
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    if (!input) {
      return;
    }
    const data = new DataTransfer();
    data.items.add(file('receipt.pdf', 'application/pdf'));
    data.items.add(file('photo.heic', 'image/heic'));
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => {
      expect(onFilesAccepted).toHaveBeenCalledTimes(1);
    });
    expect(onFilesAccepted.mock.calls[0]?.[0]).toHaveLength(1);
    expect(onFilesRejected).toHaveBeenCalledWith([
      { file: expect.objectContaining({ name: 'photo.heic' }) as File, reason: 'type' },
    ]);
  });

  it('shows the app’s error message and uses the locale', async () => {
    await renderWithProviders(
      <FileDropZone
        acceptedFileTypes={['application/pdf']}
        maxFiles={1}
        onFilesAccepted={() => undefined}
        errorMessage="Solo se permiten archivos PDF."
      />,
      { locale: 'es-MX' },
    );
    await expect.element(page.getByText('Arrastra o haz clic')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
    await expect.element(page.getByText('Solo se permiten archivos PDF.')).toBeVisible();
  });

  it('is named by its prompt, not "DropZone"', async () => {
    await renderWithProviders(
      <FileDropZone
        label="Drag or click to attach receipt (10 max)"
        acceptedFileTypes={accepted}
        onFilesAccepted={() => undefined}
      />,
    );
    const named = Array.from(document.querySelectorAll('button'), (button) =>
      [button.getAttribute('aria-label'), button.getAttribute('aria-labelledby')].join(' '),
    );
    expect(named.some((name) => name.includes('DropZone'))).toBe(false);
    await expect
      .element(page.getByRole('button', { name: 'Drag or click to attach receipt (10 max)' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /^DropZone/ })).not.toBeInTheDocument();
  });

  it('announces each refusal in an alert, the same one again too', async () => {
    // As the apps do: the refusal's words come back as the error message.
    function RefusingZone() {
      const [message, setMessage] = useState<string>();
      return (
        <FileDropZone
          acceptedFileTypes={['application/pdf']}
          onFilesAccepted={() => undefined}
          onFilesRejected={(rejections) => {
            setMessage(rejections.map(({ file: refused }) => `${refused.name}: PDF only`).join());
          }}
          errorMessage={message}
        />
      );
    }
    await renderWithProviders(<RefusingZone />);
    const alert = page.getByRole('alert');
    // The alert is on the page before anything is refused, so its first words are read too.
    await expect.element(alert).toBeInTheDocument();
    await expect.element(alert).toHaveTextContent('');
    const choose = (name: string) => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      const data = new DataTransfer();
      data.items.add(file(name, 'image/heic'));
      if (input) {
        input.files = data.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    };
    choose('photo.heic');
    await expect.element(alert).toHaveTextContent('photo.heic: PDF only');
    const first = alert.element().firstElementChild;
    choose('photo.heic');
    // The same words are put in again (a new node), so they are read again.
    await vi.waitFor(() => {
      expect(alert.element().firstElementChild).not.toBe(first);
    });
    await expect.element(alert).toHaveTextContent('photo.heic: PDF only');
  });
});
