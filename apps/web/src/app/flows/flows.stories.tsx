import { flows } from '@outlay/machines/testing/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlowChart, FlowPlayer } from './flow-player';

interface FlowProps {
  /** The flow's id in packages/machines/src/testing/flows.ts. */
  flow: string;
  view: 'statechart' | 'paths';
}

/**
 * QA's flows: each machine's statechart (states, transitions, guards), and each of its paths
 * played step by step on the real screen against the mocks. Every flow listed in
 * `packages/machines/src/testing/flows.ts` is here, by the `flow` control.
 */
function Flow({ flow, view }: FlowProps) {
  const entry = flows.find((candidate) => candidate.id === flow);
  if (!entry) return <p>No flow is named {flow}.</p>;
  return (
    <section aria-label={entry.title}>
      <h2>{entry.title}</h2>
      {view === 'statechart' ? <FlowChart entry={entry} /> : <FlowPlayer entry={entry} />}
    </section>
  );
}

const meta = {
  title: 'Flows/Flow',
  component: Flow,
  tags: ['autodocs'],
  args: { flow: 'dispute', view: 'statechart' },
  argTypes: {
    flow: { control: 'select', options: flows.map((entry) => entry.id) },
    view: { control: 'inline-radio', options: ['statechart', 'paths'] },
  },
} satisfies Meta<typeof Flow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dispute flow's statechart; pick any other flow with the `flow` control. */
export const Statechart: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'img',
        { name: /Dispute \(report an issue\): \d+ states/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Transitions of Dispute (report an issue)' }),
    ).toBeVisible();
  },
};

/** The dispute flow's paths, played on the real Report section of the drawer. */
export const Paths: Story = {
  args: { view: 'paths' },
  play: async ({ canvas }) => {
    const choice = await canvas.findByRole('combobox', { name: 'Path' }, { timeout: 10_000 });
    const toEditing = within(choice)
      .getAllByRole('option')
      .find((option) => option.textContent.startsWith('Shortest to editing'));
    if (!(toEditing instanceof HTMLOptionElement)) throw new Error('No shortest path to editing');
    await userEvent.selectOptions(choice, toEditing);
    const screen = await canvas.findByRole('region', {
      name: 'Dispute (report an issue): the screen',
    });
    await expect(
      await within(screen).findByRole('button', { name: 'Report an issue' }),
    ).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next step' });
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(
      await within(screen).findByRole('heading', { name: 'Report an issue' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Step \d+ of \d+: editing/)).toBeVisible();
  },
};

/** Every built flow's statechart, one after another. */
export const AllStatecharts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {flows.map((entry) => (
        <section key={entry.id} aria-label={entry.title}>
          <h2>{entry.title}</h2>
          <FlowChart entry={entry} />
        </section>
      ))}
    </div>
  ),
};
