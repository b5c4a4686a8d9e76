import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run Chowk:</p>
        <ul>
          <li>
            <strong>Device identifier.</strong> Your browser creates a random id the first time you visit and keeps it in local
            storage. It is how we recognise a customer without an account.
          </li>
          <li>
            <strong>Contact details you verify.</strong> The email address or mobile number you confirm with a one-time code
            before ordering, and the name you choose to add to an order.
          </li>
          <li>
            <strong>Order details.</strong> What you ordered, from which shop, the amounts in rupees, your notes, the pickup or
            delivery choice and the order status.
          </li>
          <li>
            <strong>Shopkeeper account details.</strong> Owner and shop name, mobile number, optional email, shop category and
            location, menu items and prices, and a securely hashed password.
          </li>
          <li>
            <strong>Payment records.</strong> For plan purchases, the transaction reference and amount from our UPI payment
            provider. We never see or store your card number, UPI PIN or bank details.
          </li>
          <li>
            <strong>Messages to us.</strong> What you send through the contact form, and the email address you give for our
            newsletter.
          </li>
          <li>
            <strong>Technical data.</strong> IP address, browser type, pages visited and error logs, kept to keep the service
            secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: 'How we use your information',
    body: (
      <ul>
        <li>To pass your order to the shop you chose, and let the shop contact you about it.</li>
        <li>To send one-time codes that verify your email or mobile number.</li>
        <li>To run shop accounts, plans and payments, and to send receipts and service messages.</li>
        <li>To answer your messages and, if you subscribed, to send our newsletter.</li>
        <li>To prevent fraud and abuse, fix problems and understand how Chowk is used so we can improve it.</li>
        <li>To meet our obligations under Indian law, including tax and accounting rules.</li>
      </ul>
    ),
  },
  {
    title: 'What shops see',
    body: (
      <p>
        A shop sees the details of orders placed with it: your name if you gave one, the verified email or mobile number, the
        items, notes and amounts. Each shop is responsible for how it uses those details. Shops do not see your orders with other
        shops.
      </p>
    ),
  },
  {
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          Chowk keeps a few small items in your browser&apos;s local storage: your device identifier, your sign-in token if you
          have one, and, for free-trial shops, the trial&apos;s menu and orders. These are needed for the service to work and are
          not used for advertising.
        </p>
        <p>
          Our advertising partner (see below) may set its own cookies. You can clear cookies and local storage at any time in your
          browser settings; clearing them signs you out and gives your browser a new device identifier.
        </p>
      </>
    ),
  },
  {
    title: 'Advertising',
    body: (
      <p>
        Some public pages of Chowk may show ads from a third-party ad network. The network may use cookies or similar technology
        to show ads based on your visits to this and other websites, under its own privacy policy. We do not share your orders,
        contact details or shop data with the ad network. You can turn off personalised ads in your ad network or browser
        settings, or block third-party cookies; you will still see ads, but they will be less relevant.
      </p>
    ),
  },
  {
    title: 'Who we share information with',
    body: (
      <p>
        We do not sell personal data. We share it only with the shop you order from; with service providers who work for us
        (hosting, SMS and email delivery, our UPI payment provider) under contracts that limit their use of it; and with
        authorities when Indian law requires it.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <ul>
        <li>One-time codes expire within minutes and are deleted soon after.</li>
        <li>Orders are kept for as long as the shop&apos;s account is active, and up to 8 years where tax law requires.</li>
        <li>
          Shopkeeper accounts are kept until you ask us to close them, then deleted within 90 days, except records we must keep by
          law.
        </li>
        <li>Contact messages are kept for 2 years; newsletter addresses until you unsubscribe.</li>
        <li>Technical logs are kept for up to 90 days.</li>
      </ul>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        Under the Digital Personal Data Protection Act, 2023 and other Indian law, you may ask us for a summary of the personal
        data we hold about you, ask us to correct or erase it, withdraw consent you gave (for example, to the newsletter), and
        nominate someone to act for you. Write to <a href={`mailto:${SITE.privacyEmail}`}>{SITE.privacyEmail}</a>; we answer
        within 30 days. If you are not satisfied, you may complain to our Grievance Officer at the same address and then to the
        Data Protection Board of India.
      </p>
    ),
  },
  {
    title: 'Security',
    body: (
      <p>
        Traffic to Chowk is encrypted, passwords are stored only as hashes, and access to personal data inside Chowk is limited to
        the people who need it. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as
        the law requires.
      </p>
    ),
  },
  {
    title: 'Children',
    body: (
      <p>
        Shop accounts are for people aged 18 or over (see our <Link to={STATIC_PATHS.terms}>Terms of Service</Link>). We do not
        knowingly collect data about children beyond what a parent or guardian provides when ordering.
      </p>
    ),
  },
  {
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change is significant, we also tell
        shopkeepers by email or on their dashboard before it takes effect. Using Chowk after a change means you accept the updated
        policy.
      </p>
    ),
  },
  {
    title: 'Contact',
    body: (
      <p>
        Questions about privacy: <a href={`mailto:${SITE.privacyEmail}`}>{SITE.privacyEmail}</a>, or write to{' '}
        {SITE.address.join(', ')}.
      </p>
    ),
  },
];

/** `/privacy-policy`. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what {SITE.company} (&quot;Chowk&quot;, &quot;we&quot;) collects when you use Chowk as a customer
          or a shopkeeper, why, who sees it, and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
