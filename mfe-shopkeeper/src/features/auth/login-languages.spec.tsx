import { act, screen } from '@testing-library/react';
import { mockHttp } from '@chowk/api-client/testing';
import { setLanguage } from '@chowk/session';
import { backToEnglishAfterEach, LOADED } from '../../testing/languages';
import { renderShop } from '../../testing/render-shop';

backToEnglishAfterEach();

describe('/login in Hindi and Tamil', () => {
  it('speaks Hindi: the heading, the fields, the button and the links', async () => {
    mockHttp({});
    act(() => setLanguage('hi'));
    renderShop('/login', { as: 'nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: 'दुकानदार लॉगिन' }, LOADED)).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर या ईमेल')).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपनी दुकान रजिस्टर करें' })).toHaveAttribute('href', '/shop/onboarding');
    expect(screen.getByRole('link', { name: 'मुफ़्त ट्रायल शुरू करें' })).toHaveAttribute('href', '/shop/onboarding?free-trial=true');
    expect(screen.getByRole('form', { name: 'दुकानदार लॉगिन' })).toBeInTheDocument();
  });

  it('speaks Tamil, and follows a switch back to English at once', async () => {
    mockHttp({});
    act(() => setLanguage('ta'));
    renderShop('/login', { as: 'nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: 'கடைக்காரர் உள்நுழைவு' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeInTheDocument();
    act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopkeeper login' })).toBeInTheDocument();
  });
});
