import { Link } from 'react-router-dom';
import { STATIC_PATHS } from '../../../config/paths.constant';

const VALUES = [
  {
    title: 'Simple first',
    text: 'If a chaiwala cannot set it up between two rushes, it is too complicated. Every screen is built for a phone and a busy counter.',
  },
  {
    title: 'Fair to small shops',
    text: 'Clear plan prices in rupees, a free trial before you pay anything, and your customers stay your customers. A shop that pays for Chowk should earn more than it spends.',
  },
  {
    title: 'Respect for people’s data',
    text: 'We ask only for what an order needs, we do not sell personal data, and customers do not need an account.',
  },
  {
    title: 'Local by design',
    text: 'The neighbourhood shop knows its customers by name. Chowk helps it keep that relationship rather than replacing it.',
  },
] as const;

/** `/about`: story, mission, values and why Chowk exists. */
export function AboutPage() {
  return (
    <main className="container static-page about-page">
      <h1>About Chowk</h1>
      <p className="page-lead">
        Chowk is an ordering platform for the small shops at the heart of every Indian neighbourhood: the tea stall at the corner,
        the bakery that sells out of rusks by noon, the kirana store that has known your family for years.
      </p>

      <section aria-labelledby="about-story">
        <h2 id="about-story">Our story</h2>
        <p>
          Chowk began at a tea stall in Bengaluru. Office-goers phoned in their chai and samosa orders every afternoon, and the
          owner scribbled them on the back of a calendar. Orders got mixed up, some were forgotten, and on busy days the phone
          simply went unanswered. The big delivery apps were no help: their fees were higher than his margin, and they were built
          for restaurants, not for a stall with twelve items on the menu.
        </p>
        <p>
          So we built something small for him: a menu on a web page, a shop code his customers could type, and one screen that
          listed the orders as they came in. Soon the bakery next door wanted it, then the kirana store across the road. Chowk,
          named after the crossroads where these shops gather, grew from there.
        </p>
      </section>

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          To give every small local shop in India the same easy online ordering that large chains take for granted, at a price
          that makes sense for a shop that counts its earnings in hundreds of rupees a day, and to let their customers order in
          under a minute.
        </p>
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values">What we value</h2>
        <ul className="value-list">
          {VALUES.map((v) => (
            <li key={v.title}>
              <strong>{v.title}.</strong> {v.text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-why">
        <h2 id="about-why">Why we exist</h2>
        <p>
          Neighbourhood shops feed and supply most of India, yet they are the last to benefit from online ordering. Shopkeepers
          lose orders to missed calls and confusion; customers wait in queues for things they could have ordered ahead. Chowk
          closes that gap without asking either side to change how they like to do business.
        </p>
        <p>
          For customers, there is nothing to sign up for. Chowk recognises you by the device you use: your browser keeps a random
          identifier, and that is how your orders find their way back to you. When you place an order, you confirm your email
          address or mobile number once with a one-time code so the shop can reach you. An account is optional.
        </p>
        <p>
          For shopkeepers, Chowk is a menu, an order book and a simple sales dashboard in one place. You can try it free on your
          own phone before registering your shop. Questions? <Link to={STATIC_PATHS.contact}>Talk to us</Link>.
        </p>
      </section>
    </main>
  );
}
