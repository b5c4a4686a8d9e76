import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { LegalPage, type LegalSection } from './legal-page';

/** Minimum age for any Chowk account (docs/product.md §9). */
export const MINIMUM_ACCOUNT_AGE = 18;

/** docs/product.md §2: exactly 14 numbered sections. Numbers come from the order below. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    body: (
      <p>
        These terms are an agreement between you and {SITE.company} (&quot;Chowk&quot;, &quot;we&quot;, &quot;us&quot;). By using
        the Chowk website or any of its services, as a customer, a shopkeeper or a visitor, you agree to them. If you do not
        agree, please do not use Chowk.
      </p>
    ),
  },
  {
    title: 'Eligibility and age',
    body: (
      <p>
        You must be at least {MINIMUM_ACCOUNT_AGE} years old, and able to enter a binding contract under Indian law, to create a
        Chowk account, register a shop, start a free trial or buy a plan. Anyone younger may order from a shop only with the
        involvement of a parent or guardian who accepts these terms on their behalf.
      </p>
    ),
  },
  {
    title: 'What Chowk is',
    body: (
      <p>
        Chowk is software that lets local shops publish a menu and take orders, and lets customers find those shops and order from
        them. Chowk is not a party to the sale between a customer and a shop and does not prepare, stock, sell or deliver any
        goods.
      </p>
    ),
  },
  {
    title: 'Accounts and security',
    body: (
      <p>
        Give accurate details when you register and keep them up to date. Keep your password and one-time codes to yourself; you
        are responsible for what happens under your account. Tell us at once at{' '}
        <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> if you think someone else has used it. Customers need no
        account: they are recognised by their device and verify an email or mobile number before ordering.
      </p>
    ),
  },
  {
    title: 'Shopkeepers’ responsibilities',
    body: (
      <ul>
        <li>List only goods you are allowed to sell, with honest names, descriptions and prices in rupees.</li>
        <li>
          Hold the licences and registrations your business needs, such as FSSAI registration for food and GST registration where
          it applies.
        </li>
        <li>Prepare, hand over or deliver orders as promised, and handle refunds and complaints about your orders.</li>
        <li>Use customers&apos; contact details only to fulfil and discuss their orders.</li>
      </ul>
    ),
  },
  {
    title: 'Orders and customers',
    body: (
      <p>
        An order is an offer to buy from the shop; the contract is formed when the shop accepts it. The shop sets its menu,
        prices, availability and timings and may decline an order. Check your order before you place it, and give a contact you
        can be reached on.
      </p>
    ),
  },
  {
    title: 'Prices, taxes and payments',
    body: (
      <p>
        All prices are in Indian rupees. Order totals show the subtotal, 5% GST and any delivery fee before you confirm. Plan
        prices are shown before you pay and are charged through our UPI payment provider; online order payments carry a 0.04%
        charge to the shop. Payment providers&apos; own terms also apply.
      </p>
    ),
  },
  {
    title: 'Free trial, plans and renewal',
    body: (
      <p>
        The free trial is for trying Chowk on one device; its data stays in that browser and the trial shop is not visible to
        customers. Paid plans renew automatically at the end of each month or year until you cancel, which you can do at any time;
        cancellation stops the next renewal. Refunds follow our <Link to={STATIC_PATHS.refund}>Refund Policy</Link>, including its
        14-day money-back guarantee.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No illegal, unsafe, counterfeit or restricted goods, and nothing that infringes someone else&apos;s rights.</li>
        <li>No fake orders, fake shops, spam, or misuse of other people&apos;s contact details.</li>
        <li>No attempts to break, overload, scrape or get around the security of Chowk.</li>
      </ul>
    ),
  },
  {
    title: 'Content and intellectual property',
    body: (
      <p>
        You keep the rights to the menus, photos and text you add, and give us permission to display them to run and promote your
        shop on Chowk. The Chowk name, logo, software and design belong to us; you may not copy them without our written
        permission.
      </p>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        How we handle personal data is described in our <Link to={STATIC_PATHS.privacy}>Privacy Policy</Link>, which is part of
        these terms.
      </p>
    ),
  },
  {
    title: 'Disclaimers and limitation of liability',
    body: (
      <p>
        We work hard to keep Chowk available and correct, but it is provided &quot;as is&quot;, without a promise that it will
        always be uninterrupted or error-free. Shops, not Chowk, are responsible for the goods they sell. To the extent the law
        allows, our total liability to you for any claim is limited to the amount you paid Chowk in the 12 months before the
        claim, or ₹1,000 if you paid nothing.
      </p>
    ),
  },
  {
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using Chowk or close your account at any time. We may suspend or close an account that breaks these terms or
        puts customers, shops or Chowk at risk, telling you why unless the law or safety prevents it. Sections that by their
        nature should survive closure, such as liability and disputes, continue to apply.
      </p>
    ),
  },
  {
    title: 'Governing law, changes and contact',
    body: (
      <p>
        These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction over any dispute.
        We may update these terms; we change the date above and, for significant changes, tell shopkeepers in advance. Questions:{' '}
        <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>, {SITE.address.join(', ')}.
      </p>
    ),
  },
];

/** `/terms`. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={<p>Please read these terms before using Chowk. They are written to be understood, not to be clever.</p>}
      sections={TERMS_SECTIONS}
      numbered
    />
  );
}
