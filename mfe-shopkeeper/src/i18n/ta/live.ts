import type { TranslationOf } from '@chowk/ui';
import type live from '../en/live';

const ta: TranslationOf<typeof live> = {
  region: 'ஆர்டர் அறிவிப்புகள்',
  regionLabel: 'ஆர்டர் அறிவிப்புகள்:',
  newOrders_one: '{{count}} புதிய ஆர்டர்',
  newOrders_other: '{{count}} புதிய ஆர்டர்கள்',
  enableSound: 'ஆர்டர் ஒலியை இயக்கத் தட்டுங்கள்',
  mute: 'ஒலியை நிறுத்து',
  muteHint: 'புதிய ஆர்டர் ஒலியை நிறுத்து',
  enableNotifications: 'ஆர்டர் அறிவிப்புகளை இயக்கு',
  state: {
    connecting: 'இணைக்கப்படுகிறது…',
    reconnecting: 'மீண்டும் இணைக்கப்படுகிறது…',
    live: 'நேரலை',
    offline: 'ஆஃப்லைன்: இணையம் திரும்பியதும் அறிவிப்புகள் தொடரும்',
    refused: 'நேரலை அறிவிப்புகள் நிறுத்தப்பட்டுள்ளன',
  },
  tryAgain: 'மீண்டும் முயலுங்கள்',
  newOrder: 'புதிய ஆர்டர் {{order}}, {{total}}',
  newOrderFrom: '{{name}} இடமிருந்து புதிய ஆர்டர் {{order}}, {{total}}',
  notice: {
    title: 'புதிய ஆர்டர் {{order}}',
    body: '{{items}}. மொத்தம் {{total}}',
    bodyFrom: '{{name}}: {{items}}. மொத்தம் {{total}}',
    line: '{{item}} × {{quantity}}',
    item: 'பொருள்',
    andMore: '{{items}} மற்றும் இன்னும் {{more}}',
  },
};
export default ta;
