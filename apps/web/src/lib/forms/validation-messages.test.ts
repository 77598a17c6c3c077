import { QUESTION_IMPORT_MESSAGES } from '@netclass/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { localizeMessage, MESSAGE_KEYS } from './validation-messages';

describe('localizeMessage', () => {
  afterEach(() => i18n.changeLanguage('vi'));

  it.each([...MESSAGE_KEYS.keys()])('the Vietnamese locale says %j exactly as the shared schema does', (message) => {
    expect(localizeMessage(message, i18n.t)).toBe(message);
  });

  it.each([...MESSAGE_KEYS.keys()])('the English locale translates %j', async (message) => {
    await i18n.changeLanguage('en');
    const english = localizeMessage(message, i18n.t);
    expect(english).not.toBe(message);
    expect(english).not.toMatch(/[À-ỹ]|\{\{/);
  });

  it('prefers the code’s translation, and leaves an unknown message as it is', async () => {
    await i18n.changeLanguage('en');
    expect(localizeMessage('Vui lòng nhập email để cập nhật', i18n.t, 'EMAIL_REQUIRED')).toBe(
      i18n.t('errors.codes.EMAIL_REQUIRED'),
    );
    expect(localizeMessage('Không rõ.', i18n.t)).toBe('Không rõ.');
  });

  it('translates the known start of a message that ends with a name from the file, keeping the name', async () => {
    const message = `${QUESTION_IMPORT_MESSAGES.typeUnsupported} calculated`;
    expect(localizeMessage(message, i18n.t)).toBe(message);
    await i18n.changeLanguage('en');
    expect(localizeMessage(message, i18n.t)).toBe('Question type not supported: calculated');
  });
});
