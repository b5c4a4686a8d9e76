import { act, screen, within } from '@testing-library/react';
import { EMPTY, loadMessages, SUCCESS, translateMessage, VALIDATION } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { areas, categories, cities, states } from '../testing/fixtures';
import { mockHttp, ok } from '../testing/mock-http';
import { renderAdmin, resetAdminTestState } from '../testing/render-admin';

const WAIT = { timeout: 5000 };

beforeAll(() => Promise.all([loadMessages('hi'), loadMessages('ta')]));
afterEach(async () => {
  await act(() => setLanguage('en'));
  resetAdminTestState();
});

describe('the admin pages in Hindi and Tamil', () => {
  it('Hindi: the categories page, its table, row menu and add dialog', async () => {
    act(() => setLanguage('hi'));
    const http = mockHttp({ 'GET /categories': ok({ categories }) });
    const { user } = renderAdmin();
    expect(await screen.findByRole('heading', { name: 'कैटेगरी प्रबंधन' }, WAIT)).toBeInTheDocument();
    await screen.findByText('General Store');
    for (const header of ['कैटेगरी का नाम', 'ID', 'स्थिति', 'कार्रवाई']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByText('चालू', { selector: '.badge' })).toHaveLength(3);
    expect(screen.getByText('कुल कैटेगरी').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'कैटेगरी जोड़ें' }));
    const dialog = screen.getByRole('dialog', { name: 'कैटेगरी जोड़ें' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'बनाएँ' }));
    expect(within(dialog).getByLabelText('कैटेगरी का नाम')).toHaveAccessibleDescription(
      translateMessage(VALIDATION.categoryNameRequired, 'hi'),
    );
    expect(http.made('POST', '/categories')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    await user.type(screen.getByLabelText('कैटेगरी खोजें'), 'pharmacy');
    expect(screen.getByText(translateMessage(EMPTY.categoriesSearch, 'hi'))).toBeInTheDocument();
    expect(screen.getByText('आपकी खोज से मेल खाती')).toBeInTheDocument();
  });

  it('Tamil: the area page, its tabs and a search with no hits', async () => {
    act(() => setLanguage('ta'));
    mockHttp({
      'GET /areas/states': ok({ states }),
      'GET /areas/cities': ok({ cities }),
      'GET /areas/all': ok({ areas }),
    });
    const { user } = renderAdmin('/admin/area');
    expect(await screen.findByRole('heading', { name: 'பகுதி மேலாண்மை' }, WAIT)).toBeInTheDocument();
    await screen.findByText('Bengaluru Urban');
    for (const header of ['மாவட்டம்', 'நகரம்', 'மாநிலக் குறியீடு', 'முழு இடம்']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('மொத்த மாநிலங்கள்').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Bengaluru Urban செயல்கள்' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'மாநிலங்கள்' }));
    expect(screen.getByRole('table', { name: 'மாநிலங்கள்' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('பகுதிகளைத் தேடு'), 'zzz');
    expect(screen.getByText('உங்கள் தேடலுக்குப் பொருந்தும் மாநிலம் எதுவும் இல்லை')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'மாநிலத்தைச் சேர்' }));
    const dialog = screen.getByRole('dialog', { name: 'மாநிலத்தைச் சேர்' });
    expect(within(dialog).getByText('ஆங்கிலப் பெரிய எழுத்துகளும் எண்களும், எ.கா. KA')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('மாநிலக் குறியீடு')).toHaveAttribute('placeholder', 'எ.கா. KA');
  });

  it('Tamil: the sign-in prompt, and the success toast in the same language', async () => {
    act(() => setLanguage('ta'));
    mockHttp({ 'POST /auth/admin/login': ok({ token: 'fresh-token' }), 'GET /categories': ok({ categories }) });
    const { user } = renderAdmin('/admin/categories', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'நிர்வாகி உள்நுழைவு' }, WAIT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('நிர்வாகி ரகசியக் குறியீடு'), 'dev-admin-secret');
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'admin@example.com');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'admin1234');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(await screen.findByRole('heading', { name: 'வகை மேலாண்மை' })).toBeInTheDocument();
    expect(await screen.findByText(translateMessage(SUCCESS.adminSignedIn, 'ta'))).toBeInTheDocument();
  });
});
