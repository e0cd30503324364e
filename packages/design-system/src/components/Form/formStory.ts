import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** What the stories of `Form` and `PlainForm` start from: the summary's heading, a submit that stays on the page. */
export const formStoryArgs = {
  errorSummaryTitle: 'There is a problem',
  onSubmit: fn((event: { preventDefault: () => void }) => {
    event.preventDefault();
  }),
  children: null,
};

/**
 * Presses the story's submit button with the fields left wrong: the summary shows and takes
 * focus, and nothing is sent. Returns the canvas and the summary for what the story checks next.
 */
export async function refusedSubmit(
  canvasElement: HTMLElement,
  submitName: string,
  onSubmit: unknown,
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: submitName }));
  const summary = await canvas.findByRole('group', { name: formStoryArgs.errorSummaryTitle });
  await waitFor(() => expect(summary).toHaveFocus());
  await expect(onSubmit).not.toHaveBeenCalled();
  return { canvas, summary };
}
