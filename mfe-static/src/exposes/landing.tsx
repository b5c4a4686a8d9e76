// `./Landing`: the page at `/`. On the critical path of a first visit, so it imports only the landing feature.
export { LandingPage as default } from '../features/landing/components/landing-page';
