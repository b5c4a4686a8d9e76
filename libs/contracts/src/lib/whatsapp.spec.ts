import { indiaMonth, validateWhatsAppSettings, WHATSAPP_MESSAGES as W, whatsappUsageText, whatsappUsageView } from './whatsapp';

describe('WhatsApp alerts rules', () => {
  it('reads the month in India time (UTC+05:30)', () => {
    expect(indiaMonth(new Date('2026-11-30T23:59:00+05:30'))).toBe('2026-11');
    expect(indiaMonth(new Date('2026-12-01T00:01:00+05:30'))).toBe('2026-12');
    expect(indiaMonth(new Date('2026-11-30T18:31:00Z'))).toBe('2026-12');
    expect(indiaMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });

  it('counts free and extra alerts', () => {
    expect(whatsappUsageView('2026-11', 12)).toEqual({
      month: '2026-11',
      sent: 12,
      free_allowance: 150,
      free_left: 138,
      extra: 0,
      extra_paise: 0,
    });
    expect(whatsappUsageView('2026-11', 151)).toMatchObject({ free_left: 0, extra: 1, extra_paise: 15 });
  });

  it('says it as the settings show it', () => {
    expect(whatsappUsageText(whatsappUsageView('2026-11', 12))).toEqual({
      used: '12 of 150 free alerts used this month',
      extra: null,
    });
    expect(whatsappUsageText(whatsappUsageView('2026-11', 153))).toEqual({
      used: '150 of 150 free alerts used this month',
      extra: '+3 extra at ₹0.15 each = ₹0.45',
    });
  });

  it('takes exactly a 10-digit Indian mobile and a boolean', () => {
    expect(validateWhatsAppSettings({ number: '9876543210', enabled: true })).toEqual({});
    expect(validateWhatsAppSettings({ number: '6000000000', enabled: false })).toEqual({});
    for (const number of ['5876543210', '987654321', '98765432100', ' 9876543210', '+919876543210', 9876543210, null]) {
      expect(validateWhatsAppSettings({ number, enabled: true })).toEqual({ number: W.numberInvalid });
    }
    expect(validateWhatsAppSettings({ number: '9876543210', enabled: 'true' })).toEqual({ enabled: W.enabledInvalid });
  });
});
