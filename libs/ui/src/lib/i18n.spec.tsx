import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '@chowk/contracts';
import { getLanguage, setLanguage } from '@chowk/session';
import { createAppI18n, LanguageSwitch, useLocale, useMessage } from './i18n';

const en = { greet: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' } };
const hi = { greet: { hello: 'नमस्ते {{name}}', items_one: '{{count}} चीज़', items_other: '{{count}} चीज़ें' } };
const ta = { greet: { hello: 'வணக்கம் {{name}}', items_one: '{{count}} பொருள்', items_other: '{{count}} பொருட்கள்' } };

describe('an app’s translations', () => {
  afterEach(() => act(() => setLanguage('en')));

  const load = jest.fn((language: 'hi' | 'ta') => Promise.resolve({ default: language === 'hi' ? hi : ta }));
  const i18n = createAppI18n({ namespace: 'test', en, load });

  function Greeting() {
    const { t } = useTranslation('test', { i18n });
    const tm = useMessage();
    const locale = useLocale();
    return (
      <p>
        {t('greet.hello', { name: 'Asha' })} · {t('greet.items', { count: 2 })} · {tm('Required')} · {locale}
      </p>
    );
  }

  it('renders English at once, with no load', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Asha · 2 items · Required · en-IN')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('follows the language chosen in the switch: the catalogue and the contracts texts load, plurals and locale follow', async () => {
    registerMessages('hi', { Required: 'आवश्यक' });
    registerMessages('ta', { Required: 'தேவை' });
    render(
      <Suspense fallback="…">
        <LanguageSwitch />
        <Greeting />
      </Suspense>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(await screen.findByText('नमस्ते Asha · 2 चीज़ें · आवश्यक · hi-IN')).toBeInTheDocument();
    expect(getLanguage()).toBe('hi');
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    await act(() => setLanguage('ta'));
    expect(await screen.findByText('வணக்கம் Asha · 2 பொருட்கள் · தேவை · ta-IN')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('hi');
    expect(load).toHaveBeenCalledWith('ta');
  });

  it('writes the pseudo-locale accented and longer, contracts texts too', async () => {
    render(
      <Suspense fallback="…">
        <Greeting />
      </Suspense>,
    );
    await act(() => setLanguage('en-XA'));
    const text = (await screen.findByText(/Ĥéļļó/)).textContent ?? '';
    expect(text).toContain('[Ĥéļļó Ášĥá');
    expect(text).toContain('[Ŕéǫúíŕéð');
  });

  it('lists each language in its own script, marked with its lang', () => {
    render(<LanguageSwitch />);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['हिन्दी', 'hi'],
      ['தமிழ்', 'ta'],
    ]);
  });
});
