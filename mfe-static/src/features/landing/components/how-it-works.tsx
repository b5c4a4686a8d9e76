import { useAppDispatch, useAppSelector } from '@chowk/store';
import { Tabs } from '@chowk/ui';
import { howItWorksTabChosen, selectHowItWorksTab, type HowItWorksTab } from '../../../store/static.slice';

const TABS: ReadonlyArray<{ id: HowItWorksTab; label: string }> = [
  { id: 'shopkeeper', label: 'Shopkeeper' },
  { id: 'customer', label: 'Customer' },
];

const STEPS: Record<HowItWorksTab, ReadonlyArray<{ title: string; text: string }>> = {
  shopkeeper: [
    {
      title: 'Set up your shop',
      text: 'Add your shop name, category and area. It takes a few minutes, or start with a free trial.',
    },
    { title: 'Add your menu', text: 'Group items into sections like Chai, Snacks or Groceries and set prices in rupees.' },
    { title: 'Share your shop code', text: 'Print it at the counter or send it on WhatsApp. Customers use it to find you.' },
    { title: 'Take orders', text: 'Orders arrive on your dashboard. Mark them confirmed, preparing, ready and completed.' },
  ],
  customer: [
    { title: 'Find your shop', text: 'Enter the shop code, or browse the shops near you.' },
    {
      title: 'Fill your cart',
      text: 'Pick items from the menu. You see the full total, with 5% GST, before you place the order.',
    },
    { title: 'Verify once', text: 'Confirm your email or mobile number with a one-time code. No account or password needed.' },
    {
      title: 'Pick up or get it delivered',
      text: 'Choose free pickup or delivery, pay by card, QR or cash, and the shop gets to work.',
    },
  ],
};

/** docs/product.md §2: the How It Works tab pair. The chosen tab lives in the remote's slice. */
export function HowItWorks() {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectHowItWorksTab);
  return (
    <section className="landing-section" aria-labelledby="how-it-works-title">
      <div className="container">
        <h2 id="how-it-works-title">How It Works</h2>
        <Tabs label="How It Works for" tabs={TABS} active={active} onChange={(id) => dispatch(howItWorksTabChosen(id))} />
        <div role="tabpanel" aria-labelledby={`tab-${active}`}>
          <ol className="steps">
            {STEPS[active].map((s) => (
              <li key={s.title} className="step card">
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
