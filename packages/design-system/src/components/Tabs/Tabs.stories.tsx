import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { Text } from '../Text/Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = preview.meta({
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        <Tab id="profile">Profile</Tab>
        <Tab id="security">Security</Tab>
        <Tab id="integrations">Integrations</Tab>
      </TabList>
      <TabPanel id="profile">
        <Text>Name, email and phone number.</Text>
      </TabPanel>
      <TabPanel id="security">
        <Text>Password and two-factor authentication.</Text>
      </TabPanel>
      <TabPanel id="integrations">
        <Text>SAT status: Connected.</Text>
      </TabPanel>
    </Tabs>
  ),
});

export const Default = meta.story();

export const Keyboard = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Integrations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
});

export const DisabledTab = meta.story({ args: { disabledKeys: ['security'] } });
export const Dark = meta.story({ globals: { theme: 'dark' } });
