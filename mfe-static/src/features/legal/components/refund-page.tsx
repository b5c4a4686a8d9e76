import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';
import { SITE } from '../../../config/site.constant';
import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Orders from shops',
    body: (
      <>
        <p>
          When you order from a shop on Chowk, you are buying from that shop, not from Chowk. Refunds, replacements and
          cancellations for orders are handled by each shopkeeper, following the shop&apos;s own policy.
        </p>
        <ul>
          <li>
            If an item is missing, wrong or not as described, contact the shop first, in person or using the details on your
            order.
          </li>
          <li>
            Cash payments are refunded by the shop directly. Online payments are refunded by the shop through the same method you
            paid with.
          </li>
          <li>
            If a shop does not respond within 3 days, write to <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>{' '}
            with your order ID. We will contact the shop and help both sides reach a fair outcome, but the final decision on an
            order refund rests with the shop.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: '14-day money-back guarantee',
    body: (
      <>
        <p>
          Digital and subscription purchases made from Chowk itself carry a 14-day money-back guarantee. This covers the Starter
          and Professional plans (monthly or yearly), the shop registration fee and paid add-ons.
        </p>
        <p>
          If you are not happy, ask for a refund within 14 days of the payment and we will return the full amount, no questions
          asked. Each payment, including each renewal, has its own 14 days.
        </p>
      </>
    ),
  },
  {
    title: 'How to ask for a refund',
    body: (
      <ol>
        <li>
          Email <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> from the email address or mobile number on your
          shop account (or use the <Link to={STATIC_PATHS.contact}>contact form</Link>).
        </li>
        <li>Include your shop code and the transaction ID from your payment confirmation.</li>
        <li>We confirm within 2 working days and cancel the plan or add-on at the same time.</li>
        <li>The money reaches your UPI account or bank through our payment provider within 5 to 7 working days.</li>
      </ol>
    ),
  },
  {
    title: 'What cannot be refunded',
    body: (
      <ul>
        <li>Any Chowk purchase after its 14 days have passed. You can still cancel anytime to stop the next renewal.</li>
        <li>
          Usage-based charges for services already delivered, such as WhatsApp alerts beyond the 150 free each month and extra
          image uploads.
        </li>
        <li>The 0.04% charge on online payments your shop has already received.</li>
        <li>
          Purchases on accounts closed for breaking our <Link to={STATIC_PATHS.terms}>Terms of Service</Link>.
        </li>
        <li>Food, groceries and other goods bought from a shop: these follow the shop&apos;s own policy, as above.</li>
        <li>Fees charged by your bank or card issuer, which are outside our control.</li>
      </ul>
    ),
  },
  {
    title: 'Free trial',
    body: (
      <p>
        The free trial costs nothing, so there is nothing to refund. Trial data lives only in your browser on the device you used.
      </p>
    ),
  },
  {
    title: 'Questions',
    body: (
      <p>
        Write to <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> or call {SITE.phoneDisplay} ({SITE.supportHours}
        ).
      </p>
    ),
  },
];

/** `/refund-policy`. */
export function RefundPage() {
  return (
    <LegalPage
      title="Refund Policy"
      intro={
        <p>
          How refunds work on Chowk, for customers ordering from shops and for shopkeepers buying from us. All amounts are in
          Indian rupees (₹).
        </p>
      }
      sections={SECTIONS}
    />
  );
}
