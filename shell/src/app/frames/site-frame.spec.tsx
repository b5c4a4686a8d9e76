import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getLanguage, setLanguage } from '@chowk/session';
import { followDocumentLanguage } from '../document-language';
import { SiteFrame } from './site-frame';

const WAIT = { timeout: 5000 };

function renderFrame() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<SiteFrame footer={null} />}>
          <Route path="/" element={<p>page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the site frame’s language switch', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = followDocumentLanguage();
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
    stop();
  });

  it('changes the header’s words and the document’s lang; the session keeps the choice', async () => {
    const user = userEvent.setup();
    renderFrame();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('link', { name: 'About' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(await screen.findByRole('link', { name: 'हमारे बारे में' }, WAIT)).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'भाषा' }, WAIT)).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(getLanguage()).toBe('hi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'தமிழ்');
    expect(await screen.findByRole('link', { name: 'எங்களைப் பற்றி' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chowk முகப்பு' })).toHaveAttribute('href', '/');
    expect(document.documentElement.lang).toBe('ta');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'மொழி' }, WAIT), 'English');
    expect(await screen.findByRole('link', { name: 'About' }, WAIT)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
