// `./Contact`: the page at `/contact`.
export { ContactPage as default } from '../features/contact/components/contact-page';
