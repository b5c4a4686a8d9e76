/**
 * Chowk's public details, written once for the contact page, the legal pages and the footer.
 * (Company details belong to this remote: no other app shows them.) The company's name and its
 * postal address stay as written in every language; the support hours are words, in the catalogue.
 */
export const SITE = {
  company: 'Chowk Technologies Private Limited',
  supportEmail: 'support@chowk.in',
  businessEmail: 'partners@chowk.in',
  privacyEmail: 'privacy@chowk.in',
  phoneDisplay: '+91 80 4718 2290',
  phoneHref: 'tel:+918047182290',
  whatsappDisplay: '+91 98860 41720',
  whatsappHref: 'https://wa.me/919886041720',
  address: ['Chowk Technologies Pvt. Ltd.', '3rd Floor, 27 Dickenson Road', 'Ulsoor, Bengaluru, Karnataka 560042', 'India'],
} as const;

/** The date the legal pages were last revised (shown as 'Last updated: 22 November 2026', in the reader's language). */
export const LEGAL_LAST_UPDATED = '2026-11-22';
