import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    await renderWithProviders(
      <Tabs>
        <TabList aria-label="Settings">
          <Tab id="profile">Profile</Tab>
          <Tab id="integrations">Integrations</Tab>
        </TabList>
        <TabPanel id="profile">Profile settings</TabPanel>
        <TabPanel id="integrations">SAT status</TabPanel>
      </Tabs>,
    );
    await page.getByRole('tab', { name: 'Profile' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(page.getByRole('tab', { name: 'Integrations' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('tabpanel', { name: 'Integrations' }))
      .toHaveTextContent('SAT status');
  });
});
