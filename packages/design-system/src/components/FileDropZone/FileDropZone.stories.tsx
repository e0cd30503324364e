import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FileDropZone, type FileRejection } from './FileDropZone';

const MB = 1024 * 1024;

const meta = preview.meta({
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Drag or click to attach receipt (10 max)',
    acceptedFileTypes: ['image/png', 'image/jpeg', 'application/pdf', '.xml'],
    maxFileSize: 10 * MB,
    maxFiles: 10,
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
  },
});

export const Default = meta.story();

/** The keyboard path: Tab reaches the real "Choose files" button, described by the rules. */
export const KeyboardPath = meta.story({
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Choose files' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription(/Accepted file types: PNG, JPEG, PDF, XML/);
  },
});

/** The app words rejections; here it maps reasons to the spec's texts. */
export const WithRejectionMessage = meta.story({
  render: function Render(args) {
    const [message, setMessage] = useState<string>();
    const words: Record<FileRejection['reason'], string> = {
      size: 'Oops, uploaded file size is too big. Please upload receipt with size less than 10MB.',
      count: 'You have reached the limit of 10 receipts',
      type: 'Only PNG, JPEG, PDF and XML files can be attached.',
    };
    return (
      <FileDropZone
        {...args}
        errorMessage={message}
        onFilesRejected={(rejections) => {
          const first = rejections[0];
          setMessage(first ? words[first.reason] : undefined);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) {
      throw new Error('No file input');
    }
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(11 * MB)], 'scan.pdf', { type: 'application/pdf' }));
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(
      await within(canvasElement).findByText(/uploaded file size is too big/),
    ).toBeVisible();
  },
});

export const LimitReached = meta.story({
  args: { isDisabled: true, label: 'You have reached the limit of 10 receipts' },
});

export const Single = meta.story({
  args: { label: 'Drag or click to upload', maxFiles: 1, acceptedFileTypes: ['application/pdf'] },
});

export const Spanish = meta.story({
  args: { label: 'Arrastra o haz clic para adjuntar el recibo (10 máx.)' },
  globals: { locale: 'es' },
});

export const Portuguese = meta.story({
  args: { label: undefined },
  globals: { locale: 'pt' },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });
