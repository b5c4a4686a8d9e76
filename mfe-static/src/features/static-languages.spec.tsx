import { act, screen, within } from '@testing-library/react';
import { loadMessages, translateMessage, VALIDATION } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { toast } from '@chowk/ui';
import { mockApi, restoreApi } from '../testing/mock-api';
import { renderPage } from '../testing/render-page';
import { ContactPage } from './contact/components/contact-page';
import { SiteFooter } from './footer/components/site-footer';
import { LandingPage } from './landing/components/landing-page';
import { RefundPage } from './legal/components/refund-page';
import { TermsPage } from './legal/components/terms-page';
import { loadNewsletterForm } from './newsletter/components/newsletter-box';

const WAIT = { timeout: 5000 };

beforeAll(() => Promise.all([loadMessages('hi'), loadMessages('ta'), loadNewsletterForm()]));
afterEach(async () => {
  restoreApi();
  act(() => toast.clear());
  await act(() => setLanguage('en'));
});

describe('the public pages in Hindi and Tamil', () => {
  it('Hindi: the landing page, its entry dialogs and How It Works', async () => {
    act(() => setLanguage('hi'));
    const { user } = renderPage(<LandingPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'अपने चौक की दुकानों से ऑर्डर करें' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'दुकानदार' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'अपना मेन्यू जोड़ें' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ग्राहक' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'एक बार वेरिफ़ाई करें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'मैं दुकानदार हूँ' }));
    const dialog = screen.getByRole('dialog', { name: 'दुकानदार के रूप में शुरू करें' });
    const options = within(within(dialog).getByRole('list', { name: 'दुकानदार के विकल्प' })).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual(['लॉग इन', 'रजिस्टर करें', 'मुफ़्त ट्रायल']);
    await user.click(within(dialog).getByRole('button', { name: 'बंद करें' }));

    await user.click(screen.getByRole('button', { name: 'मैं ग्राहक हूँ' }));
    const customer = screen.getByRole('dialog', { name: 'ग्राहक के रूप में आगे बढ़ें' });
    expect(customer).toHaveAccessibleDescription('खाते की ज़रूरत नहीं: सीधे अपने फ़ोन से ऑर्डर करें।');
    await user.click(await within(customer).findByRole('button', { name: 'दुकान पर जाएँ' }));
    // An empty code: the remote's own toast, in Hindi.
    expect(await screen.findByText('कृपया शॉप कोड डालें')).toBeInTheDocument();
  });

  it('Tamil: the landing page, and a malformed shop code under its field', async () => {
    act(() => setLanguage('ta'));
    const { user } = renderPage(<LandingPage />);
    expect(await screen.findByRole('button', { name: 'நான் கடைக்காரர்' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'உங்கள் கடை, இன்றே ஆன்லைனில்' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'நான் வாடிக்கையாளர்' }));
    const field = await screen.findByLabelText('கடைக் குறியீட்டை உள்ளிடுங்கள்');
    await user.type(field, 'shop 12{Enter}');
    expect(field).toHaveAccessibleDescription('கடைக் குறியீட்டில் எழுத்துகள், எண்கள், இணைப்புக்குறிகள் இருக்கும், எ.கா. SHOP-1234.');
  });

  it('Tamil: the contact form checks its fields with the contracts’ messages, translated', async () => {
    act(() => setLanguage('ta'));
    const calls = mockApi(() => ({ status: 201, data: {} }));
    const { user } = renderPage(<ContactPage />, { path: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'எங்களைத் தொடர்புகொள்ள' }, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'செய்தியை அனுப்பு' }));
    expect(screen.getByLabelText('முழுப் பெயர்')).toHaveAccessibleDescription(
      translateMessage(VALIDATION.contactNameRequired, 'ta'),
    );
    expect(screen.getByText('திங்கள் முதல் சனி வரை, காலை 9:30 முதல் மாலை 6:30 வரை (IST)')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('Hindi: the terms, dated in Hindi, their links and numbered sections; the footer', async () => {
    act(() => setLanguage('hi'));
    renderPage(<TermsPage />, { path: '/terms', footer: <SiteFooter /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'सेवा की शर्तें' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('पिछला अपडेट: 22 नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. योग्यता और उम्र' }).parentElement).toHaveTextContent(/कम से कम 18 साल/);
    expect(screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''))).toHaveLength(14);
    // A link inside a translated sentence.
    expect(screen.getAllByRole('link', { name: 'रिफ़ंड नीति' })[0]).toHaveAttribute('href', '/refund-policy');
    const footer = screen.getByRole('navigation', { name: 'फ़ुटर' });
    expect(within(footer).getByRole('link', { name: 'प्राइवेसी नीति' })).toHaveAttribute('href', '/privacy-policy');
    expect(await screen.findByRole('button', { name: 'सब्सक्राइब करें' })).toBeInTheDocument();
  });

  it('Tamil and the pseudo-locale: a sentence with two links keeps both', async () => {
    act(() => setLanguage('ta'));
    renderPage(<RefundPage />, { path: '/refund-policy' });
    expect(await screen.findByRole('link', { name: 'தொடர்புப் படிவத்தை' }, WAIT)).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'support@chowk.in' })[0]).toHaveAttribute('href', 'mailto:support@chowk.in');
    await act(() => setLanguage('en-XA'));
    const contact = await screen.findByRole('link', { name: /çóñţáçţ ƒóŕɱ/ }, WAIT);
    expect(contact).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^\[Ŕéƒúñð Þóļíçý ·+\]$/);
  });
});
