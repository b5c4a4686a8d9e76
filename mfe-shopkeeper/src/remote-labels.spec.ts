import { labelIn, remoteDefinitionProblems, TRANSLATED_LANGUAGES } from '@chowk/contracts';
import { remote } from './remote';

describe('the sidebar in Hindi and Tamil (remote.ts labels)', () => {
  it('gives every nav entry, the sidebar and the remote a label in each translated language; the contract accepts it', () => {
    expect(remoteDefinitionProblems(remote)).toEqual([]);
    for (const item of [remote, remote.sidebar, ...remote.sidebar.nav]) {
      for (const language of TRANSLATED_LANGUAGES) {
        expect(item.labels[language]?.trim()).toBeTruthy();
        expect(labelIn(item, language)).not.toBe(item.label);
      }
      expect(labelIn(item, 'en')).toBe(item.label);
    }
    expect(remote.sidebar.nav.map((n) => labelIn(n, 'hi'))).toEqual(['डैशबोर्ड', 'प्रोडक्ट', 'ऑर्डर', 'रिपोर्ट', 'सेटिंग्स']);
    expect(remote.sidebar.nav.map((n) => labelIn(n, 'ta'))).toEqual(['டாஷ்போர்டு', 'பொருட்கள்', 'ஆர்டர்கள்', 'அறிக்கைகள்', 'அமைப்புகள்']);
  });
});
