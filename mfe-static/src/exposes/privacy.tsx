// `./Privacy`: the page at `/privacy-policy`.
export { PrivacyPage as default } from '../features/legal/components/privacy-page';
