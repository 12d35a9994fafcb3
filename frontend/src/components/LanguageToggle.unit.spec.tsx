import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { LanguageToggle } from './LanguageToggle';

/**
 * axe's label-content-name-mismatch ignores parenthesised text, so "English (EN)" did not count as
 * containing the visible "EN": the spoken name has to carry the visible text outside parentheses
 * for speech users who say what they see ("click EN").
 */
function visibleTextOpensName(button: HTMLElement): boolean {
  const name = (button.getAttribute('aria-label') ?? '').replace(/\([^()]*\)/g, '');
  return name.startsWith(button.textContent ?? '\u0000');
}

describe('LanguageToggle', () => {
  it.each([
    ['lt', 'LT – lietuvių kalba', 'EN – English'],
    ['en', 'LT – lietuvių kalba', 'EN – English'],
  ] as const)('in %s, names each button starting with the code it shows', async (language, lithuanian, english) => {
    await renderWithProviders(<LanguageToggle />, { language });
    const group = screen.getByRole('group');
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['LT', 'EN']);
    expect(within(group).getByRole('button', { name: lithuanian })).toHaveTextContent('LT');
    expect(within(group).getByRole('button', { name: english })).toHaveTextContent('EN');
    expect(buttons.filter((button) => !visibleTextOpensName(button))).toEqual([]);
  });
});
