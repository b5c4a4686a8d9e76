import { ComingSoon } from '../../coming-soon/coming-soon';

/** Placeholder for a moment: the Checkout page of issue 7 lands in the next commit. */
export default function Page() {
  return <ComingSoon title="Checkout" />;
}
