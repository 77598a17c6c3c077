import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { renderRoutes } from '../test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  afterEach(async () => {
    await changeLanguage('vi');
  });

  it('is a radiogroup "Ngôn ngữ" whose radios VI and EN switch the language, by click and by arrow key', async () => {
    await changeLanguage('vi');
    renderRoutes([{ path: '/', element: <LanguageSwitch /> }], '/');
    const vi = await screen.findByRole('radio', { name: 'VI' });
    expect(screen.getByRole('radiogroup', { name: 'Ngôn ngữ' })).toContainElement(vi);
    expect(vi).toBeChecked();

    await userEvent.click(screen.getByText('EN'));
    expect(currentLanguage()).toBe('en');
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'EN' })).toBeChecked();

    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('radio', { name: 'VI', checked: true })).toHaveFocus();
    expect(currentLanguage()).toBe('vi');
  });
});
