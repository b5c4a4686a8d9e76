import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { AboutPage } from '../../about/components/about-page';
import { PrivacyPage } from './privacy-page';
import { RefundPage } from './refund-page';
import { TermsPage } from './terms-page';

const h2Texts = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');

describe('Terms of Service', () => {
  it('has exactly 14 numbered sections, in order', () => {
    renderPage(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const numbered = h2Texts().filter((t) => /^\d+\. /.test(t));
    expect(numbered).toHaveLength(14);
    expect(numbered.map((t) => Number(t.split('.')[0]))).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('requires account holders to be 18 or over, and is dated', () => {
    renderPage(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { name: /Eligibility and age/ }).parentElement).toHaveTextContent(/at least 18 years old/);
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
  });
});

describe('Privacy Policy', () => {
  it('covers data, use, cookies, the ad network, retention, rights and changes', () => {
    renderPage(<PrivacyPage />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    const headings = h2Texts().join(' | ');
    for (const topic of [/collect/i, /use/i, /cookies/i, /advertising/i, /how long/i, /rights/i, /changes/i]) {
      expect(headings).toMatch(topic);
    }
    expect(screen.getByText(/third-party ad network/)).toBeInTheDocument();
  });
});

describe('Refund Policy', () => {
  it('leaves order refunds to shopkeepers, gives 14 days on digital purchases and lists exclusions', () => {
    renderPage(<RefundPage />, { path: '/refund-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    expect(screen.getByText(/handled by each shopkeeper/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '14-day money-back guarantee' })).toBeInTheDocument();
    const exclusions = screen.getByRole('heading', { name: 'What cannot be refunded' }).parentElement as HTMLElement;
    expect(exclusions.querySelectorAll('li').length).toBeGreaterThanOrEqual(4);
  });
});

describe('About Chowk', () => {
  it('tells the story, mission, values and why, and that customers are known by their device', () => {
    renderPage(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Chowk' })).toBeInTheDocument();
    expect(h2Texts()).toEqual(['Our story', 'Our mission', 'What we value', 'Why we exist']);
    expect(screen.getByText(/recognises you by the device you use/)).toBeInTheDocument();
  });
});
