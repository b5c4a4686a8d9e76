/** @chowk/ui's own words in English (lib/i18n.tsx). */
const en = {
  language: {
    label: 'Language',
  },
} as const;
export default en;
