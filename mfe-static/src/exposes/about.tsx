// `./About`: the page at `/about`.
export { AboutPage as default } from '../features/about/components/about-page';
