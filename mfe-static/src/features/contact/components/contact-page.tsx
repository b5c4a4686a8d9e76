import { SITE } from '../../../config/site.constant';
import { ContactForm } from './contact-form';

/** `/contact`: the form beside every other way to reach Chowk. */
export function ContactPage() {
  return (
    <main className="container static-page contact-page">
      <h1>Contact Us</h1>
      <p className="page-lead">
        A question about an order, your shop, a plan or this website? Write to us and a real person in Bengaluru will answer,
        usually within one working day. For anything about a particular order, the shop that took it can help fastest.
      </p>
      <div className="contact-layout">
        <ContactForm />
        <aside className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Other ways to reach us</h2>
          <dl>
            <div>
              <dt>Customer support</dt>
              <dd>
                <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>Business and partnerships</dt>
              <dd>
                <a href={`mailto:${SITE.businessEmail}`}>{SITE.businessEmail}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a>
              </dd>
            </div>
            <div>
              <dt>WhatsApp</dt>
              <dd>
                <a href={SITE.whatsappHref} target="_blank" rel="noopener noreferrer">
                  {SITE.whatsappDisplay}
                </a>
              </dd>
            </div>
            <div>
              <dt>Office</dt>
              <dd>
                <address>
                  {SITE.address.map((line) => (
                    <span key={line} className="address-line">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
            <div>
              <dt>Hours</dt>
              <dd>{SITE.supportHours}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </main>
  );
}
