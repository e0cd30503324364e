import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { contrastRatio } from '../../themes/contrast';
import { darkTokens } from '../../themes/tokens/dark';
import { lightTokens } from '../../themes/tokens/light';
import { Avatar } from './Avatar';
import { avatarColorCount, avatarColorIndex, initials } from './avatarColor';

describe('avatar helpers', () => {
  it('takes the first and last initials', () => {
    expect(initials('Ana María López')).toBe('AL');
    expect(initials('  cher ')).toBe('C');
    expect(initials('élodie durand')).toBe('ÉD');
  });

  it('derives the same colour from the same full name', () => {
    expect(avatarColorIndex('Ana López')).toBe(avatarColorIndex('Ana López'));
    const indexes = new Set(
      ['Ana López', 'John Smith', 'Priya Patel', 'Kenji Sato', 'Maria Silva', 'Omar Haddad'].map(
        avatarColorIndex,
      ),
    );
    expect(indexes.size).toBeGreaterThan(1);
    for (const index of indexes) {
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(avatarColorCount);
    }
  });
});

describe('Avatar', () => {
  it('shows initials named by the full name', async () => {
    await renderWithProviders(<Avatar name="Ana López" />);
    const avatar = page.getByRole('img', { name: 'Ana López' });
    await expect.element(avatar).toHaveTextContent('AL');
    await expect
      .element(avatar)
      .toHaveAttribute('data-color', String(avatarColorIndex('Ana López')));
  });

  it.each([
    ['light', lightTokens],
    ['dark', darkTokens],
  ] as const)('draws initials at AA contrast in the %s theme', async (theme, tokens) => {
    await renderWithProviders(<Avatar name="Priya Patel" />, { theme });
    const element = page.getByRole('img', { name: 'Priya Patel' }).element();
    const style = getComputedStyle(element);
    const toHex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`;
    expect(toHex(style.color)).toBe(tokens.color.avatar.text);
    expect(contrastRatio(toHex(style.color), toHex(style.backgroundColor))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('shows the picture when there is one', async () => {
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    await renderWithProviders(<Avatar name="Ana López" src={pixel} />);
    const avatar = page.getByRole('img', { name: 'Ana López' });
    await expect.element(avatar).not.toHaveTextContent('AL');
  });
});
