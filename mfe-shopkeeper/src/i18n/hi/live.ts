import type { TranslationOf } from '@chowk/ui';
import type live from '../en/live';

const hi: TranslationOf<typeof live> = {
  region: 'ऑर्डर अलर्ट',
  regionLabel: 'ऑर्डर अलर्ट:',
  newOrders_one: '{{count}} नया ऑर्डर',
  newOrders_other: '{{count}} नए ऑर्डर',
  enableSound: 'ऑर्डर की आवाज़ चालू करने के लिए टैप करें',
  mute: 'आवाज़ बंद',
  muteHint: 'नए ऑर्डर की आवाज़ बंद करें',
  enableNotifications: 'ऑर्डर नोटिफ़िकेशन चालू करें',
  state: {
    connecting: 'जुड़ रहा है…',
    reconnecting: 'फिर से जुड़ रहा है…',
    live: 'लाइव',
    offline: 'ऑफ़लाइन: इंटरनेट लौटते ही अलर्ट फिर शुरू होंगे',
    refused: 'लाइव अलर्ट बंद हैं',
  },
  tryAgain: 'फिर कोशिश करें',
  newOrder: 'नया ऑर्डर {{order}}, {{total}}',
  newOrderFrom: '{{name}} का नया ऑर्डर {{order}}, {{total}}',
  notice: {
    title: 'नया ऑर्डर {{order}}',
    body: '{{items}}। कुल {{total}}',
    bodyFrom: '{{name}}: {{items}}। कुल {{total}}',
    line: '{{item}} × {{quantity}}',
    item: 'आइटम',
    andMore: '{{items}} और {{more}} अन्य',
  },
};
export default hi;
