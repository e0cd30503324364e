import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its description in a description list', async () => {
    await renderWithProviders(
      <DescriptionList
        items={[
          { id: 'a', term: 'Recipient', description: 'Maquiladora del Norte' },
          { id: 'b', term: 'Payment type', description: 'SPEI' },
        ]}
      />,
    );
    const terms = page.getByRole('term');
    await expect.element(terms.first()).toHaveTextContent('Recipient');
    await expect.element(page.getByRole('definition').nth(1)).toHaveTextContent('SPEI');
    expect(terms.first().element().parentElement?.tagName).toBe('DL');
  });
});
