import { ComingSoon } from '../coming-soon/coming-soon';

/** Placeholder: replaced by the customer ordering work (issue 7). */
export default function Page() {
  return <ComingSoon title="Shop directory" />;
}
