// `./Refund`: the page at `/refund-policy`.
export { RefundPage as default } from '../features/legal/components/refund-page';
